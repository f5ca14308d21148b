import { amountBand, type PublicReview, type Review } from '@skillora/shared';
import type { ReviewWithWindow } from './reviews.repository';
import type { ReviewRow, ReviewWindowRow } from './schema';

type Times = Pick<ReviewWindowRow, 'revealedAt' | 'closesAt'>;

/** When the window's reviews became visible: both in, or its close (whether or not its timer has run). */
export function revealedAt(w: Times, now: Date): Date | null {
  if (w.revealedAt) return w.revealedAt;
  return now >= w.closesAt ? w.closesAt : null;
}

export const isRevealed = (w: Times, now: Date) => revealedAt(w, now) !== null;

/** Who reads a review: its author (and admins) see the private answer and why it was hidden. */
export type Reader = { id: string; role: string };

export function toReview(r: ReviewRow, w: Times, reader: Reader, now: Date): Review {
  const isPrivileged = reader.id === r.reviewerId || reader.role === 'admin';
  return {
    id: r.id,
    contractId: r.contractId,
    by: r.reviewerSide,
    reviewerId: r.reviewerId,
    revieweeId: r.revieweeId,
    ratings: r.ratings,
    overall: r.overall,
    comment: r.comment,
    wouldWorkAgain: reader.id === r.reviewerId ? r.wouldWorkAgain : null,
    reply: r.reply !== null && r.repliedAt ? { text: r.reply, createdAt: r.repliedAt.toISOString() } : null,
    createdAt: r.createdAt.toISOString(),
    revealedAt: revealedAt(w, now)?.toISOString() ?? null,
    hidden:
      r.hiddenAt && isPrivileged ? { reason: r.hiddenReason ?? '', at: r.hiddenAt.toISOString() } : null,
  };
}

/** A review on a public page: its author's name, the contract's title and amount band, the reply. */
export function toPublicReview(r: ReviewWithWindow, reviewerName: string): PublicReview {
  return {
    id: r.id,
    by: r.reviewerSide,
    reviewer: { name: reviewerName },
    ratings: r.ratings,
    overall: r.overall,
    comment: r.comment,
    contract: {
      title: r.window.contractTitle,
      amountBand: amountBand(r.window.amountCents),
      endedAt: r.window.endedAt.toISOString(),
    },
    reply: r.reply !== null && r.repliedAt ? { text: r.reply, createdAt: r.repliedAt.toISOString() } : null,
    createdAt: r.createdAt.toISOString(),
  };
}
