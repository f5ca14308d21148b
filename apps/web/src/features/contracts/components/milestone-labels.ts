import type { MilestoneStatus } from '@skillora/shared';

/** The words each side sees for a milestone's state; escrow is named where money is held. */
export const MILESTONE_LABELS: Record<MilestoneStatus, string> = {
  pending: 'Not funded',
  funded: 'Funded — in escrow',
  submitted: 'Submitted — in escrow',
  changes_requested: 'Changes requested — in escrow',
  released: 'Released',
  refunded: 'Refunded',
  cancelled: 'Cancelled',
  proposed: 'Proposed — waiting for the freelancer',
  declined: 'Declined by the freelancer',
  split: 'Settled — part released, part refunded',
};

export const TEST_CARDS = [
  { value: 'pm_card_visa', label: 'Visa 4242 (test: succeeds)' },
  { value: 'pm_card_mastercard', label: 'Mastercard 5555 (test: succeeds)' },
  { value: 'pm_card_chargeDeclined', label: 'Card 0002 (test: declined)' },
  { value: 'pm_card_insufficientFunds', label: 'Card 9995 (test: insufficient funds)' },
  { value: 'pm_card_authenticationRequired', label: 'Card 3184 (test: needs 3-D Secure)' },
  // Saved for an hourly contract's weekly charges, then declined when charged (ADR 037).
  { value: 'pm_card_chargeCustomerFail', label: 'Card 0341 (test: saves, then declines)' },
] as const;
