import type { ReportSubjectType } from '@skillora/shared';
import { notFound } from '../../lib/http-error';
import type { Tx } from '../../outbox';
import { isReviewRevealed } from '../reviews';

type Reporter = { id: string; role: string };

/** The subject as a report sees it: whom it is about, or null when the reporter cannot see it. */
export type ReportedSubject = { ownerId: string };

const NOT_FOUND: Record<ReportSubjectType, string> = {
  user: 'User not found',
  job: 'Job not found',
  message: 'Message not found',
  review: 'Review not found',
};

/**
 * Whom a subject is about, if the reporter can see it (issue 30): a client's or a freelancer's
 * account; a job its client published and listed (or their own); a message only to its conversation's
 * parties; a review once it is shown, and not hidden (or to its two people). Anything else answers the
 * same 404 as no subject, so a report cannot probe for what it may not see.
 */
export async function readReportedSubject(
  tx: Tx,
  type: ReportSubjectType,
  id: string,
  reporter: Reporter,
  now: Date,
): Promise<ReportedSubject> {
  const found = await ownerIfVisible(tx, type, id, reporter, now);
  if (!found) throw notFound(NOT_FOUND[type]);
  return { ownerId: found };
}

async function ownerIfVisible(tx: Tx, type: ReportSubjectType, id: string, reporter: Reporter, now: Date) {
  const isAdmin = reporter.role === 'admin';
  switch (type) {
    case 'user': {
      const user = await tx.repos.users.findById(id);
      return user && !user.deletedAt && user.role !== 'admin' ? user.id : null;
    }
    case 'job': {
      const job = await tx.repos.jobs.findState(id);
      if (!job) return null;
      const isPublic = job.status !== 'draft' && job.isListed;
      return isPublic || isAdmin || job.clientId === reporter.id ? job.clientId : null;
    }
    case 'message': {
      const message = await tx.repos.messages.findWithParties(id);
      if (!message) return null;
      const isParty = reporter.id === message.clientId || reporter.id === message.freelancerId;
      return isParty ? message.senderId : null;
    }
    case 'review': {
      const review = await tx.repos.reviews.find(id);
      if (!review) return null;
      const isParty = reporter.id === review.reviewerId || reporter.id === review.revieweeId;
      const isShown = !review.hiddenAt && isReviewRevealed(review.window, now);
      return isShown || isParty || isAdmin ? review.reviewerId : null;
    }
  }
}
