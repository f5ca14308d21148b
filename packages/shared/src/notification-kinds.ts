// Its own module, not constants.ts: every route loads constants, and only the notification settings
// page (and the API) need these words (issue 31 added eight kinds; ADR 009's route budget).

/**
 * What a notification is about (issue 16). Each kind can be switched off for e-mail separately;
 * the in-app bell always gets it.
 */
export const NOTIFICATION_KINDS = [
  'proposal_received',
  'invitation_received',
  'offer_received',
  'offer_withdrawn',
  'offer_accepted',
  'offer_declined',
  'offer_countered',
  'offer_expiring',
  'contract_ended',
  'milestone_proposed',
  'milestone_accepted',
  'milestone_declined',
  'milestone_cancelled',
  'milestone_funded',
  'work_submitted',
  'changes_requested',
  'milestone_released',
  'milestone_refunded',
  'auto_release_reminder',
  'payout_sent',
  'payout_returned',
  'card_refused',
  'hours_reminder',
  'contract_paused',
  'held_funds_warning',
  'message_received',
  'dispute_update',
  'dispute_deadline',
  'review_request',
  'review_update',
  'account_warning',
  'report_outcome',
  'jobs_for_you',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The settings page's words for each kind, and whose kind it is. */
export const NOTIFICATION_KIND_LABELS: Record<
  NotificationKind,
  { label: string; roles: ReadonlyArray<'client' | 'freelancer'> }
> = {
  proposal_received: { label: 'A new proposal on my job', roles: ['client'] },
  invitation_received: { label: 'A client invited me to a job', roles: ['freelancer'] },
  offer_received: { label: 'An offer I received', roles: ['freelancer'] },
  offer_withdrawn: { label: 'An offer to me was withdrawn', roles: ['freelancer'] },
  offer_accepted: { label: 'My offer or counter-offer was accepted', roles: ['client', 'freelancer'] },
  offer_declined: { label: 'My offer or counter-offer was declined', roles: ['client', 'freelancer'] },
  offer_countered: { label: 'A counter-offer to answer', roles: ['client', 'freelancer'] },
  offer_expiring: { label: 'An offer expires in 24 h', roles: ['client', 'freelancer'] },
  contract_ended: { label: 'The client ended a contract', roles: ['freelancer'] },
  milestone_proposed: { label: 'The client proposed a new milestone', roles: ['freelancer'] },
  milestone_accepted: { label: 'The freelancer accepted a milestone I proposed', roles: ['client'] },
  milestone_declined: { label: 'The freelancer declined a milestone I proposed', roles: ['client'] },
  milestone_cancelled: { label: 'The client cancelled a milestone', roles: ['freelancer'] },
  milestone_funded: { label: 'A milestone was funded', roles: ['freelancer'] },
  work_submitted: { label: 'Work was submitted for review', roles: ['client'] },
  changes_requested: { label: 'The client asked for changes', roles: ['freelancer'] },
  milestone_released: { label: 'A milestone payment was released', roles: ['freelancer'] },
  milestone_refunded: {
    label: 'A milestone was refunded to the client',
    roles: ['client', 'freelancer'],
  },
  auto_release_reminder: {
    label: 'A payment will be released automatically (72 h and 24 h before)',
    roles: ['client'],
  },
  payout_sent: { label: 'A payout was sent', roles: ['freelancer'] },
  payout_returned: { label: 'A payout came back to my balance', roles: ['freelancer'] },
  // An hourly contract's weekly charge or bonus the bank refused (issue 27): the contract is paused.
  card_refused: { label: 'My card was refused for an hourly contract', roles: ['client'] },
  // Hourly contracts' clocks (issue 27): Sunday evening of a week without hours; 30 days without any.
  hours_reminder: { label: 'I have logged no hours this week (Sunday evening)', roles: ['freelancer'] },
  contract_paused: {
    label: 'An hourly contract was paused after 30 days without hours',
    roles: ['client', 'freelancer'],
  },
  // The admins' alone: money in escrow nears the provider's limit on held funds (issue 28).
  held_funds_warning: { label: 'Money held in escrow nears the provider’s limit', roles: [] },
  message_received: { label: 'A new message while I am away', roles: ['client', 'freelancer'] },
  dispute_update: { label: 'A dispute I am in moved a step', roles: ['client', 'freelancer'] },
  dispute_deadline: {
    label: 'A dispute deadline is near (72 h and 24 h before)',
    roles: ['client', 'freelancer'],
  },
  review_request: {
    label: 'A contract ended: review it (at the end and 3 days before the window closes)',
    roles: ['client', 'freelancer'],
  },
  review_update: {
    label: 'Reviews of my contracts: shown, replied to or hidden',
    roles: ['client', 'freelancer'],
  },
  account_warning: { label: 'Skillora warned me about my account', roles: ['client', 'freelancer'] },
  report_outcome: { label: 'What became of a report I sent', roles: ['client', 'freelancer'] },
  // Issue 29: a weekly mail of up to 5 new jobs from my best matches; off, nothing is sent at all.
  jobs_for_you: { label: 'Jobs for you: new jobs that match my profile, weekly', roles: ['freelancer'] },
};
