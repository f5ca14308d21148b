import type { Dispute, DisputeStatus, DisputeStepKind } from '@skillora/shared';

/** What each side reads for a dispute's state. */
export const DISPUTE_STATUS_LABELS: Record<DisputeStatus, string> = {
  awaiting_response: 'Waiting for an answer',
  open: 'Answered: settle it, or ask an admin to decide',
  in_mediation: 'In mediation',
  settled: 'Settled',
  withdrawn: 'Withdrawn',
};

export const DISPUTE_STEP_LABELS: Record<DisputeStepKind, string> = {
  opened: 'Dispute opened',
  responded: 'Answered',
  settlement_proposed: 'Settlement proposed',
  settlement_accepted: 'Settlement accepted',
  mediation_requested: 'Mediation asked for',
  decided: 'Decided by an admin',
  granted_no_response: 'Request granted: no answer in time',
  withdrawn: 'Dispute withdrawn',
  files_added: 'Evidence attached',
};

const WHO: Record<'client' | 'freelancer' | 'admin', string> = {
  client: 'the client',
  freelancer: 'the freelancer',
  admin: 'an admin',
};

export const byWhom = (by: Dispute['steps'][number]['by']) => (by ? `by ${WHO[by]}` : '(automatic)');

/** "the client must answer", "an admin decides" — whose the next deadline is. */
export const deadlineOwner = (of: 'client' | 'freelancer' | 'admin') =>
  of === 'admin'
    ? 'An admin decides by'
    : `${of === 'client' ? 'The client' : 'The freelancer'} must answer by`;
