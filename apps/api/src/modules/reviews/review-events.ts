import { REVIEW_REMINDER_DAYS_BEFORE } from '@skillora/shared';
import type { Tx } from '../../outbox';
import type { ReviewRow, ReviewWindowRow } from './schema';

declare module '../../outbox' {
  interface EventMap {
    /** A contract's review window opened: both parties are asked for a review (issue 26). */
    'review.window_opened': { contractId: string };
    /** Timer: the window closes; whatever is in is revealed, once. */
    'review.window_closes': { contractId: string };
    /** Timer: REVIEW_REMINDER_DAYS_BEFORE the window closes, whoever has not reviewed is reminded. */
    'review.reminder': { contractId: string };
    /** A party reviewed: the other is nudged (without a word of what it says) while the window is open. */
    'review.submitted': { contractId: string; reviewId: string };
    /** Both reviews are visible now (both in, or the window closed with at least one). */
    'review.revealed': { contractId: string };
    /** The reviewed person replied: the author hears of it. */
    'review.replied': { reviewId: string };
    /** An admin hid a review: both parties are told why. */
    'review.hidden': { reviewId: string };
  }
}

const DAY_MS = 86_400_000;
const subject = (contractId: string) => `reviews:${contractId}`;

/** A new window: the prompts now, the reminder before it closes, and the timer that closes it. */
export function emitWindowOpened(tx: Tx, w: ReviewWindowRow) {
  const { contractId, closesAt } = w;
  tx.emit('review.window_opened', subject(contractId), { contractId });
  const remindAt = new Date(closesAt.getTime() - REVIEW_REMINDER_DAYS_BEFORE * DAY_MS);
  tx.emit(
    'review.reminder',
    `timer:review.reminder:${contractId}`,
    { contractId },
    { availableAt: remindAt },
  );
  tx.emit(
    'review.window_closes',
    `timer:review.window_closes:${contractId}`,
    { contractId },
    { availableAt: closesAt },
  );
}

export const emitRevealed = (tx: Tx, contractId: string) =>
  tx.emit('review.revealed', subject(contractId), { contractId });

export const emitSubmitted = (tx: Tx, r: ReviewRow) =>
  tx.emit('review.submitted', subject(r.contractId), { contractId: r.contractId, reviewId: r.id });

export const emitReviewChange = (tx: Tx, type: 'review.replied' | 'review.hidden', r: ReviewRow) =>
  tx.emit(type, subject(r.contractId), { reviewId: r.id });
