import type { Clock } from '../../lib/clock';
import type { Tx } from '../../outbox';
import { type PaymentRow, refundEscrow } from '../money';
import { separateDisputedEntries } from './hourly-entry-disputes';
import type { LockedMilestone } from './milestone-access';
import { type MilestoneChange, moveMilestone, type Terms } from './milestone-changes';
import { releaseShare } from './milestone-release';
import { scheduleAutoRelease } from './milestone-work';

/**
 * What a dispute (issue 25) does to the milestone it holds, each in the dispute's transaction: pause
 * and resume the auto-release clock, and move the money as settled.
 */
export function createMilestoneSettlement({ clock, terms }: { clock: Clock; terms: Terms }) {
  return {
    /** An hourly week's disputed entries kept on its milestone, the rest split off (ADR 037). */
    separateDisputedEntries: (
      tx: Tx,
      input: { contractId: string; week: string; entryIds: readonly string[]; viewerId: string },
    ) => separateDisputedEntries(tx, { clock, terms }, input),

    /** The milestone's auto-release stops; answers what was left of it (null: none was running). */
    async pauseAutoRelease(tx: Tx, row: LockedMilestone): Promise<number | null> {
      const dueAt = row.milestone.autoReleaseAt;
      if (row.milestone.status !== 'submitted' || !dueAt) return null;
      await tx.repos.milestones.setAutoRelease(row.milestone.id, null);
      return Math.max(0, dueAt.getTime() - clock.now().getTime());
    },

    /** A withdrawn dispute gives the auto-release back what was left of it. */
    async resumeAutoRelease(tx: Tx, row: LockedMilestone, leftMs: number | null): Promise<void> {
      if (leftMs === null || row.milestone.status !== 'submitted') return;
      const at = new Date(clock.now().getTime() + leftMs);
      await tx.repos.milestones.setAutoRelease(row.milestone.id, at);
      const { contractId, id: milestoneId, submissionCount: submission } = row.milestone;
      scheduleAutoRelease(tx, clock, { contractId, milestoneId, submission }, at);
    },

    /**
     * The held money goes as settled: `releaseCents` to the freelancer (less the fee on it, held
     * for the payout hold), the rest back to the client through `refund`, a refund the provider has
     * made. The milestone ends released, refunded or split.
     */
    async settle(
      tx: Tx,
      row: LockedMilestone,
      outcome: { releaseCents: number; refund: PaymentRow | null; actorId: string | null },
    ): Promise<void> {
      const { releaseCents, refund } = outcome;
      const move =
        releaseCents === 0 ? 'settleRefunded' : refund ? 'settleSplit' : ('settleReleased' as const);
      const set = { autoReleaseAt: null, ...(releaseCents > 0 ? { releasedAt: clock.now() } : {}) };
      const change = move === 'settleRefunded' ? 'refunded' : move === 'settleSplit' ? 'split' : 'released';
      const answer: { change: MilestoneChange; terms: Terms; by: 'dispute' } = {
        change,
        terms,
        by: 'dispute',
      };
      await moveMilestone(tx, row, { move, actorId: outcome.actorId, set }, answer, async () => {
        if (releaseCents > 0) await releaseShare(tx, row, releaseCents, { clock, terms });
        if (refund) await refundEscrow(tx.repos, refund);
      });
    },
  };
}

export type MilestoneSettlement = ReturnType<typeof createMilestoneSettlement>;
