import type { Review } from '@skillora/shared';
import { recordAudit } from '../../lib/audit';
import { conflict, forbidden, notFound } from '../../lib/http-error';
import type { Tx } from '../../outbox';
import { readContractEndings } from '../contracts';
import { emitRevealed, emitReviewChange } from './review-events';
import { isRevealed, toReview } from './review-view';
import { closesAtOf, openWindow, type Viewer, whyNotReviewable } from './review-window';
import type { ReviewDeps } from './write-review';

export const REVIEW_NOT_FOUND = 'Review not found';

/** The reply, the admins' hide, and what the clock and the contracts' events do to windows (issue 26). */
export function reviewMoves({ uow, clock }: ReviewDeps) {
  return {
    /** The reviewed person replies once, in public, after the reveal. */
    reply: (id: string, viewer: Viewer, text: string): Promise<{ data: Review }> =>
      uow.run(async (tx) => {
        const r = await tx.repos.reviews.lock(id);
        const w = r && (await tx.repos.reviews.findWindow(r.contractId));
        if (!r || !w) throw notFound(REVIEW_NOT_FOUND);
        if (viewer.id !== r.revieweeId) {
          if (viewer.id === r.reviewerId || viewer.role === 'admin')
            throw forbidden('Only the person reviewed can reply');
          throw notFound(REVIEW_NOT_FOUND);
        }
        const now = clock.now();
        if (r.hiddenAt) throw conflict('This review was hidden by an admin');
        if (!isRevealed(w, now)) throw conflict('You can reply once both reviews are shown');
        if (r.reply !== null) throw conflict('You have already replied to this review');
        const row = await tx.repos.reviews.update(id, { reply: text, repliedAt: now });
        emitReviewChange(tx, 'review.replied', row);
        return { data: toReview(row, w, viewer, now) };
      }),

    /** An admin hides a review that breaks the rules: it shows nowhere and counts for nothing. */
    hide: (id: string, admin: Viewer, reason: string): Promise<{ data: Review }> =>
      uow.run((tx) => hideReviewIn(tx, id, admin, reason, clock.now())),

    /**
     * The contract ended: its window opens if it moved money (once, however often this runs) —
     * unless this event comes so late that the window would already be over: nobody is asked then.
     */
    contractEnded: (contractId: string) =>
      uow.run(async (tx) => {
        if (await tx.repos.reviews.findWindow(contractId)) return;
        const [c] = await readContractEndings(tx.repos, [contractId]);
        if (!c || whyNotReviewable(c) || clock.now() >= closesAtOf(c.endedAt!)) return;
        await openWindow(tx, c);
      }),

    /** The window's timer: what is in is revealed, exactly once (the window is locked and checked). */
    windowCloses: (contractId: string) =>
      uow.run(async (tx) => {
        const w = await tx.repos.reviews.lockWindow(contractId);
        if (!w || w.revealedAt) return;
        await tx.repos.reviews.reveal(contractId, w.closesAt);
        if ((await tx.repos.reviews.onContract(contractId)).length > 0) emitRevealed(tx, contractId);
      }),
  };
}

/** The admins' hide in the caller's transaction (the reports queue closes the review's reports with it). */
export async function hideReviewIn(tx: Tx, id: string, admin: Viewer, reason: string, now: Date) {
  const r = await tx.repos.reviews.lock(id);
  const w = r && (await tx.repos.reviews.findWindow(r.contractId));
  if (!r || !w) throw notFound(REVIEW_NOT_FOUND);
  if (r.hiddenAt) throw conflict('This review is already hidden');
  const row = await tx.repos.reviews.update(id, { hiddenAt: now, hiddenReason: reason, hiddenBy: admin.id });
  await recordAudit(tx.db, {
    actorId: admin.id,
    action: 'review.hide',
    entity: 'review',
    entityId: id,
    before: { hidden: false },
    after: { hidden: true, reason },
  });
  emitReviewChange(tx, 'review.hidden', row);
  return { data: toReview(row, w, admin, now) };
}
