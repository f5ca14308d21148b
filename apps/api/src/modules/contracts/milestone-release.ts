import type { Tx } from '../../outbox';
import { releaseEscrow } from '../money';
import type { Viewer } from './contract-view';
import { type LockedMilestone, lockFor } from './milestone-access';
import { daysLater, type MilestoneDeps, type MilestoneIds, moveMilestone } from './milestone-changes';

declare module '../../outbox' {
  interface EventMap {
    /** Timer: due PAYOUT_HOLD_DAYS after a release; moves the share from pending to available. */
    'payout.hold_end_due': {
      milestoneId: string;
      freelancerId: string;
      amountCents: number;
      currency: string;
    };
  }
}

/**
 * `amountCents` of the milestone's escrow is released: the freelancer's share goes to pending (held
 * until the payout hold ends), the fee to the platform. The whole of it on a release, the released
 * part when a dispute is settled.
 */
export async function releaseShare(
  tx: Tx,
  row: LockedMilestone,
  amountCents: number,
  { clock, terms }: Pick<MilestoneDeps, 'clock' | 'terms'>,
) {
  const m = row.milestone;
  const released = { ...m, amountCents };
  const { shareCents } = await releaseEscrow(tx.repos, released, row.freelancerId, terms.serviceFeeBps);
  tx.emit(
    'payout.hold_end_due',
    `timer:hold:${m.id}`,
    { milestoneId: m.id, freelancerId: row.freelancerId, amountCents: shareCents, currency: m.currency },
    { availableAt: daysLater(clock, terms.payoutHoldDays) },
  );
}

/** The client approves a milestone, or its auto-release comes due: the escrow is released (ADR 020). */
export function milestoneRelease({ uow, clock, terms }: MilestoneDeps) {
  async function release(tx: Tx, row: LockedMilestone, actorId: string | null) {
    const set = { releasedAt: clock.now(), autoReleaseAt: null };
    return moveMilestone(tx, row, { move: 'release', actorId, set }, { change: 'released', terms }, () =>
      releaseShare(tx, row, row.milestone.amountCents, { clock, terms }),
    );
  }

  return {
    approve: (ids: MilestoneIds, viewer: Viewer) =>
      uow.run(async (tx) => {
        const row = await lockFor(tx, ids, viewer, ['client']);
        return release(tx, row, viewer.id);
      }),

    /** The timer's work: released only if the same submission still waits for the client. */
    autoRelease: (ids: MilestoneIds, submission: number) =>
      uow.run(async (tx) => {
        const row = await tx.repos.milestones.lock(ids.contractId, ids.milestoneId);
        if (row?.milestone.status !== 'submitted' || row.milestone.submissionCount !== submission) return;
        // Paused by a dispute (null), or moved later when one was withdrawn (issue 25).
        const dueAt = row.milestone.autoReleaseAt;
        if (!dueAt || dueAt > clock.now()) return;
        await release(tx, row, null);
      }),
  };
}
