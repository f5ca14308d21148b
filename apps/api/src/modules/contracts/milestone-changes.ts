import type { Milestone } from '@skillora/shared';
import type { Clock } from '../../lib/clock';
import type { Tx, UnitOfWork } from '../../outbox';
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

export type Terms = { serviceFeeBps: number; autoReleaseDays: number; payoutHoldDays: number };

/** What every milestone use case is made with (milestones.service.ts composes them). */
export type MilestoneDeps = { uow: UnitOfWork; flows: PaymentFlows; clock: Clock; terms: Terms };

/** A milestone of a contract, as the routes name it. */
export type MilestoneIds = { contractId: string; milestoneId: string };

const DAY_MS = 86_400_000;

export const daysLater = (clock: Clock, days: number) => new Date(clock.now().getTime() + days * DAY_MS);

/** A milestone as every move answers it. */
export const milestoneAnswer = (m: MilestoneRowDb, terms: Terms): { data: Milestone } => ({
  data: toMilestone(m, terms.serviceFeeBps),
});

/** Tells both parties (live, notifications) what happened to the milestone. */
export function emitChanged(tx: Tx, row: LockedMilestone, change: MilestoneChange) {
  tx.emit('milestone.changed', `contract:${row.milestone.contractId}`, {
    contractId: row.milestone.contractId,
    milestoneId: row.milestone.id,
    clientId: row.clientId,
    freelancerId: row.freelancerId,
    change,
  });
}

type Move = Omit<Parameters<typeof milestoneLifecycle.apply>[1], 'id'>;

/**
 * Every move on a locked milestone: the move (lifecycles.ts), what it does besides (`effects`: the
 * escrow's postings, timers), then both parties are told the change and the milestone is answered
 * as it is now.
 */
export async function moveMilestone(
  tx: Tx,
  row: LockedMilestone,
  move: Move,
  answer: { change: MilestoneChange; terms: Terms },
  effects?: () => Promise<void> | void,
): Promise<{ data: Milestone }> {
  const { row: updated } = await milestoneLifecycle.apply(tx, { id: row.milestone.id, ...move });
  await effects?.();
  emitChanged(tx, row, answer.change);
  return milestoneAnswer(updated, answer.terms);
}
