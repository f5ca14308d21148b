// Disputes' states, reasons, words and clocks (issue 25), without zod: the web reads these values
// at runtime (a route chunk must not pull zod in), the schemas in schemas/disputes.ts build on them.

export const DISPUTE_STATUSES = [
  'awaiting_response',
  'open',
  'in_mediation',
  'settled',
  'withdrawn',
] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];
/** A dispute in one of these holds its milestone's money: one per milestone. */
export const ACTIVE_DISPUTE_STATUSES = ['awaiting_response', 'open', 'in_mediation'] as const;

/** A milestone's money is in escrow, and may be disputed, in these states. */
export const DISPUTABLE_MILESTONE_STATUSES = ['funded', 'submitted', 'changes_requested'] as const;

export const CLIENT_DISPUTE_REASONS = ['not_delivered', 'not_as_agreed', 'missed_deadline', 'other'] as const;
export const FREELANCER_DISPUTE_REASONS = [
  'not_released',
  'client_unresponsive',
  'scope_changed',
  'other',
] as const;
export const DISPUTE_REASONS = [
  'not_delivered',
  'not_as_agreed',
  'missed_deadline',
  'not_released',
  'client_unresponsive',
  'scope_changed',
  'other',
] as const;
export type DisputeReason = (typeof DISPUTE_REASONS)[number];
export const DISPUTE_REASON_LABELS: Record<DisputeReason, string> = {
  not_delivered: 'Work not delivered',
  not_as_agreed: 'Work not as agreed',
  missed_deadline: 'Missed deadline',
  not_released: 'Payment not released',
  client_unresponsive: 'Client unresponsive',
  scope_changed: 'Scope changed',
  other: 'Other',
};

export const DISPUTE_REQUESTS = ['release', 'refund', 'split'] as const;
export type DisputeRequestKind = (typeof DISPUTE_REQUESTS)[number];
export const DISPUTE_OUTCOME_BY = ['agreement', 'no_response', 'admin'] as const;

/** The clocks: days to answer, days of mediation, days after a contract's end to open one. */
export const DISPUTE_RESPONSE_DAYS = 5;
export const DISPUTE_MEDIATION_DAYS = 14;
export const DISPUTE_OPEN_AFTER_END_DAYS = 7;
/** Reminders before a deadline, in hours. */
export const DISPUTE_REMINDER_HOURS = [72, 24] as const;
export const DISPUTE_STATEMENT_MIN = 20;
export const DISPUTE_STATEMENT_MAX = 5000;
/** Evidence: each party may attach this many files to a dispute, a few at a time (the messages' rules). */
export const DISPUTE_FILES_PER_PARTY = 20;

export const DISPUTE_STEP_KINDS = [
  'opened',
  'responded',
  'settlement_proposed',
  'settlement_accepted',
  'mediation_requested',
  'decided',
  'granted_no_response',
  'withdrawn',
  'files_added',
] as const;
export type DisputeStepKind = (typeof DISPUTE_STEP_KINDS)[number];
