import fc from 'fast-check';

// The escrow model property test's model (escrow.model.test.ts): its state, and the steps a run
// draws — SafePay's moves (issue 15) and disputes' (issue 25).

export type Side = 'client' | 'freelancer';
export type MDispute = {
  id: string;
  status: string;
  opener: Side;
  release: number;
  openedAt: number;
  left: number | null;
};
export type MState = {
  status: string;
  submittedAt: number;
  releasedAt: number;
  held: boolean;
  /** The freelancer's share of what was released, waiting out the payout hold. */
  share: number;
  dispute: MDispute | null;
};
export type Model = { milestones: MState[]; pending: number; available: number; escrow: number };

/** One step of a run, weighted so that disputes (which need money in escrow) happen often enough. */
export const step = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('fund' as const),
      m: fc.nat(2),
      card: fc.constantFrom('pm_card_visa', 'pm_card_visa', 'pm_card_chargeDeclined'),
    }),
  },
  fc.record({ kind: fc.constant('submit' as const), m: fc.nat(2) }),
  fc.record({ kind: fc.constant('changes' as const), m: fc.nat(2) }),
  fc.record({ kind: fc.constant('approve' as const), m: fc.nat(2), racers: fc.integer({ min: 1, max: 4 }) }),
  fc.record({ kind: fc.constant('refund' as const), m: fc.nat(2) }),
  fc.record({ kind: fc.constant('withdraw' as const), cents: fc.integer({ min: 1, max: 120_000 }) }),
  fc.record({ kind: fc.constant('clock' as const), days: fc.constantFrom(1, 5, 14) }),
  fc.record({ kind: fc.constant('replay' as const) }),
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('dispute' as const),
      m: fc.nat(2),
      by: fc.constantFrom<Side>('client', 'freelancer'),
      request: fc.constantFrom('release', 'refund', 'split'),
      percent: fc.integer({ min: 0, max: 100 }),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constantFrom('respond' as const, 'agree' as const, 'mediate' as const, 'retract' as const),
      percent: fc.integer({ min: 0, max: 100 }),
    }),
  },
);

/** The states in which a milestone's money is in escrow, and a dispute's active ones. */
export const IN_ESCROW = new Set(['funded', 'submitted', 'changes_requested']);
export const ACTIVE = new Set(['awaiting_response', 'open', 'in_mediation']);
