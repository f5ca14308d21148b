import {
  type CreateReviewRequestSchema,
  criteriaOf,
  REVIEW_CRITERION_LABELS,
  type Review,
  type ReviewCriterion,
} from '@skillora/shared';
import type { z } from 'zod';
import type { Clock } from '../../lib/clock';
import { isUniqueViolation } from '../../lib/db-errors';
import { badRequest, conflict } from '../../lib/http-error';
import type { UnitOfWork } from '../../outbox';
import { emitRevealed, emitSubmitted } from './review-events';
import { toReview } from './review-view';
import { lockOrOpenWindow, otherSide, type Side, type Viewer, WINDOW_OVER } from './review-window';

export type ReviewDeps = { uow: UnitOfWork; clock: Clock };
type Body = z.output<typeof CreateReviewRequestSchema>;

export const ALREADY_REVIEWED = 'You have already reviewed this contract';

/** Exactly the reviewed side's criteria, each rated; anything else is refused in words. */
function ratingsFor(reviewed: Side, ratings: Body['ratings']): Record<string, number> {
  const criteria = criteriaOf(reviewed);
  const given = ratings as Partial<Record<ReviewCriterion, number>>;
  const extra = (Object.keys(given) as ReviewCriterion[]).filter(
    (key) => given[key] !== undefined && !criteria.includes(key),
  );
  if (extra.length > 0) {
    throw badRequest(
      `A ${reviewed} is not rated on ${extra.map((key) => REVIEW_CRITERION_LABELS[key].toLowerCase()).join(', ')}`,
    );
  }
  const missing = criteria.filter((key) => given[key] === undefined);
  if (missing.length > 0) {
    throw badRequest(
      `Rate the ${reviewed} on ${missing.map((key) => REVIEW_CRITERION_LABELS[key].toLowerCase()).join(', ')}`,
    );
  }
  return Object.fromEntries(criteria.map((key) => [key, given[key]!]));
}

/**
 * A party reviews the other (issue 26): within the window, once. The review stays blind until the
 * other's is in — then both are revealed in this transaction — or the window closes.
 */
export function writeReview({ uow, clock }: ReviewDeps) {
  return (contractId: string, viewer: Viewer, body: Body): Promise<{ data: Review }> =>
    uow.run(async (tx) => {
      const { window: w, side } = await lockOrOpenWindow(tx, contractId, viewer);
      const now = clock.now();
      const existing = await tx.repos.reviews.onContract(contractId);
      if (existing.some((r) => r.reviewerId === viewer.id)) throw conflict(ALREADY_REVIEWED);
      if (w.revealedAt || now >= w.closesAt) throw conflict(WINDOW_OVER);
      const reviewed = otherSide(side);
      const row = await tx.repos.reviews
        .insert({
          contractId,
          reviewerId: viewer.id,
          revieweeId: reviewed === 'client' ? w.clientId : w.freelancerId,
          reviewerSide: side,
          ratings: ratingsFor(reviewed, body.ratings),
          overall: body.overall,
          comment: body.comment,
          wouldWorkAgain: body.wouldWorkAgain,
          createdAt: now,
        })
        .catch((err: unknown) => {
          if (isUniqueViolation(err)) throw conflict(ALREADY_REVIEWED);
          throw err;
        });
      emitSubmitted(tx, row);
      // Both are in: revealed together, now (the window is locked, so exactly one writer sees two).
      let shown = w;
      if (existing.length + 1 === 2 && (await tx.repos.reviews.reveal(contractId, now))) {
        shown = { ...w, revealedAt: now };
        emitRevealed(tx, contractId);
      }
      return { data: toReview(row, shown, viewer, now) };
    });
}
