import { DISPUTE_REMINDER_HOURS } from '@skillora/shared';
import type { Tx } from '../../outbox';
import type { DisputeRow } from './schema';

/** What just happened to a dispute: the notifications tell whoever must know. */
export type DisputeChange =
  | 'opened'
  | 'responded'
  | 'settlement_proposed'
  | 'mediation_requested'
  | 'settled'
  | 'withdrawn'
  | 'files_added';

declare module '../../outbox' {
  interface EventMap {
    'dispute.changed': {
      disputeId: string;
      contractId: string;
      clientId: string;
      freelancerId: string;
      /** The side that took the step (null: the clock or an admin). */
      by: 'client' | 'freelancer' | null;
      change: DisputeChange;
    };
    /** Timer: the response deadline; the request is granted if the other party has not answered. */
    'dispute.response_due': { disputeId: string };
    /** Timer: `hoursLeft` before the response deadline, the party who must answer is reminded. */
    'dispute.response_reminder': { disputeId: string; hoursLeft: number };
    /** Timer: `hoursLeft` before the mediation deadline, the admins are reminded. */
    'dispute.mediation_reminder': { disputeId: string; hoursLeft: number };
  }
}

export function emitDisputeChanged(
  tx: Tx,
  d: DisputeRow,
  change: DisputeChange,
  by: 'client' | 'freelancer' | null = null,
) {
  tx.emit('dispute.changed', `dispute:${d.id}`, {
    disputeId: d.id,
    contractId: d.contractId,
    clientId: d.clientId,
    freelancerId: d.freelancerId,
    by,
    change,
  });
}

const HOUR_MS = 3_600_000;

/** The reminders DISPUTE_REMINDER_HOURS before a deadline (a no-op once the dispute moved on). */
export function scheduleReminders(
  tx: Tx,
  type: 'dispute.response_reminder' | 'dispute.mediation_reminder',
  disputeId: string,
  dueAt: Date,
) {
  for (const hoursLeft of DISPUTE_REMINDER_HOURS) {
    const at = new Date(dueAt.getTime() - hoursLeft * HOUR_MS);
    tx.emit(type, `timer:${type}:${disputeId}:${hoursLeft}`, { disputeId, hoursLeft }, { availableAt: at });
  }
}
