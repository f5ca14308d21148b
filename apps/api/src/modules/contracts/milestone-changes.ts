import type { Milestone } from '@skillora/shared';
import type { Clock } from '../../lib/clock';
import type { Repositories, Tx, UnitOfWork } from '../../outbox';
import { attachmentsOf } from '../files';
import type { PaymentFlows } from '../money';
import { toMilestone } from './contract-view';
import { milestoneLifecycle } from './lifecycles';
import type { LockedMilestone } from './milestone-access';
import type { MilestoneRowDb } from './schema';

declare module '../../outbox' {
  interface EventMap {
    'milestone.changed': {
      contractId: string;
      milestoneId: string;
      clientId: string;
      freelancerId: string;
      /** What happened (the notifications tell the other party). */
      change: MilestoneChange;
      /**
       * Who made it, so the notifications tell the side that did not; absent on events written
       * before it was added (issue 31).
       */
      by?: MilestoneActor;
    };
  }
}

export type MilestoneChange =
  | 'funded'
  | 'submitted'
  | 'changes_requested'
  | 'released'
  | 'cancelled'
  | 'refunded'
  | 'proposed'
  | 'accepted'
  | 'declined'
  | 'split';

/** A party, an admin, the clock (an auto-release) or a dispute's outcome (issue 25). */
export type MilestoneActor = 'client' | 'freelancer' | 'admin' | 'clock' | 'dispute';

const actorOf = (row: LockedMilestone, actorId: string | null): MilestoneActor =>
  actorId === null
    ? 'clock'
    : actorId === row.clientId
      ? 'client'
      : actorId === row.freelancerId
        ? 'freelancer'
        : 'admin';

export type Terms = { serviceFeeBps: number; autoReleaseDays: number; payoutHoldDays: number };

/** What every milestone use case is made with (milestones.service.ts composes them). */
export type MilestoneDeps = { uow: UnitOfWork; flows: PaymentFlows; clock: Clock; terms: Terms };

/** A milestone of a contract, as the routes name it. */
export type MilestoneIds = { contractId: string; milestoneId: string };

const DAY_MS = 86_400_000;

export const daysLater = (clock: Clock, days: number) => new Date(clock.now().getTime() + days * DAY_MS);

/** A milestone as every move answers it. */
export const milestoneAnswer = async (
  repos: Repositories,
  m: MilestoneRowDb,
  terms: Terms,
): Promise<{ data: Milestone }> => {
  const files = await attachmentsOf(repos, 'submission', [m.id]);
  return { data: toMilestone(m, terms.serviceFeeBps, files.get(m.id)) };
};

/** Tells both parties (live, notifications) what happened to the milestone, and who did it. */
export function emitChanged(tx: Tx, row: LockedMilestone, change: MilestoneChange, by: MilestoneActor) {
  tx.emit('milestone.changed', `contract:${row.milestone.contractId}`, {
    contractId: row.milestone.contractId,
    milestoneId: row.milestone.id,
    clientId: row.clientId,
    freelancerId: row.freelancerId,
    change,
    by,
  });
}

type Move = Omit<Parameters<typeof milestoneLifecycle.apply>[1], 'id'>;

/**
 * Every move on a locked milestone: the move (lifecycles.ts), what it does besides (`effects`: the
 * escrow's postings, timers), then both parties are told the change (made by the actor, or by a
 * dispute's outcome) and the milestone is answered as it is now.
 */
export async function moveMilestone(
  tx: Tx,
  row: LockedMilestone,
  move: Move,
  answer: { change: MilestoneChange; terms: Terms; by?: 'dispute' },
  effects?: () => Promise<void> | void,
): Promise<{ data: Milestone }> {
  const { row: updated } = await milestoneLifecycle.apply(tx, { id: row.milestone.id, ...move });
  await effects?.();
  emitChanged(tx, row, answer.change, answer.by ?? actorOf(row, move.actorId));
  return milestoneAnswer(tx.repos, updated, answer.terms);
}
