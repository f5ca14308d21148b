import {
  CONTRACT_STATUSES,
  CONTRACT_TYPES,
  MILESTONE_STATUSES,
  OFFER_STATUSES,
} from '@skillora/shared/constants';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, idKey, money, oneOf, ref, timestamps } from '../../db/schema/columns';
import { users } from '../auth/schema';
import { jobs } from '../jobs/schema';
import { proposals } from '../proposals/schema';

/** What an offer proposes; the contract's milestones are made from it on acceptance. */
export const OFFER_MAKERS = ['client', 'freelancer'] as const;
export type OfferMaker = (typeof OFFER_MAKERS)[number];

export type OfferMilestone = { title: string; amountCents: number; dueDate: string | null };

/** An hourly deal has a positive rate; a fixed one has no hourly terms. */
const hourlyCheck = (t: { type: unknown; hourlyRateCents: unknown; weeklyLimitHours: unknown }) =>
  sql`(${t.type} = 'hourly' and ${t.hourlyRateCents} > 0 and coalesce(${t.weeklyLimitHours}, 1) > 0)
    or (${t.type} = 'fixed' and ${t.hourlyRateCents} is null and ${t.weeklyLimitHours} is null)`;

export const PAUSE_REASONS = ['card_refused', 'idle'] as const;
export type PauseReason = (typeof PAUSE_REASONS)[number];

export type HourlyTerms = {
  type: 'fixed' | 'hourly';
  hourlyRateCents: number | null;
  weeklyLimitHours: number | null;
  paymentMethod: string | null;
};

// Rows that money may touch are never deleted: RESTRICT everywhere below (ADR 020).

/** What an offer states and the contract made from it carries over unchanged: who, for which job, what. */
const deal = () => ({
  jobId: ref('job_id', () => jobs.id, 'restrict'),
  clientId: ref('client_id', () => users.id, 'restrict'),
  freelancerId: ref('freelancer_id', () => users.id, 'restrict'),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  currency: text('currency').notNull().default('USD'),
  ...hourlyTerms(),
});

/**
 * An hourly deal's terms (issue 27, ADR 037): the rate, the weekly limit in hours (null: none) and the
 * client's card saved with the provider for the weekly charges. Null on fixed-price deals.
 */
const hourlyTerms = () => ({
  type: text('type', { enum: CONTRACT_TYPES }).notNull().default('fixed'),
  hourlyRateCents: money('hourly_rate_cents'),
  weeklyLimitHours: integer('weekly_limit_hours'),
  paymentMethod: text('payment_method'),
});

export const offers = pgTable(
  'offers',
  {
    id: idKey(),
    /** Null on a direct offer ("Hire again", ADR 039): its job is the pair's latest contract's. */
    proposalId: uuid('proposal_id').references(() => proposals.id, { onDelete: 'restrict' }),
    ...deal(),
    milestones: jsonb('milestones').$type<OfferMilestone[]>().notNull(),
    status: text('status', { enum: OFFER_STATUSES }).notNull().default('pending'),
    // A negotiation (ADR 039): round 1 is the client's offer, each counter a new row that points
    // back at the round it answers and at round 1, which names the whole negotiation.
    round: integer('round').notNull().default(1),
    previousOfferId: uuid('previous_offer_id').references((): AnyPgColumn => offers.id, {
      onDelete: 'restrict',
    }),
    firstOfferId: uuid('first_offer_id').references((): AnyPgColumn => offers.id, { onDelete: 'restrict' }),
    madeBy: text('made_by', { enum: OFFER_MAKERS }).notNull().default('client'),
    note: text('note'),
    /** A pending round expires unanswered at this instant (7 days; its timer is in the outbox). */
    expiresAt: at('expires_at').notNull().default(sql`now() + interval '7 days'`),
    ...timestamps(),
  },
  (t) => [
    check('offers_status_check', oneOf(t.status, OFFER_STATUSES)),
    check('offers_made_by_check', oneOf(t.madeBy, OFFER_MAKERS)),
    // One live direct offer per pair, as one live offer per proposal below.
    uniqueIndex('offers_pending_direct_idx')
      .on(t.clientId, t.freelancerId)
      .where(sql`${t.status} = 'pending' and ${t.proposalId} is null`),
    index('offers_first_offer_idx').on(t.firstOfferId),
    check('offers_type_check', oneOf(t.type, CONTRACT_TYPES)),
    check('offers_hourly_check', hourlyCheck(t)),
    // One live offer per proposal: a second one while the first is pending gets 23505.
    uniqueIndex('offers_pending_proposal_idx').on(t.proposalId).where(sql`${t.status} = 'pending'`),
    index('offers_freelancer_idx').on(t.freelancerId, t.createdAt),
  ],
);

export const contracts = pgTable(
  'contracts',
  {
    id: idKey(),
    offerId: ref('offer_id', () => offers.id, 'restrict'),
    ...deal(),
    status: text('status', { enum: CONTRACT_STATUSES }).notNull().default('active'),
    createdAt: at('created_at').notNull().defaultNow(),
    endedAt: at('ended_at'),
    /**
     * A paused hourly contract logs no time: the bank refused a weekly charge (lifted when a card
     * works), or no hours for 30 days (either party resumes it).
     */
    pausedAt: at('paused_at'),
    pauseReason: text('pause_reason', { enum: PAUSE_REASONS }),
    /** When it was last resumed: the 30 days without hours count from then at the earliest. */
    resumedAt: at('resumed_at'),
  },
  (t) => [
    check('contracts_status_check', oneOf(t.status, CONTRACT_STATUSES)),
    check('contracts_type_check', oneOf(t.type, CONTRACT_TYPES)),
    check('contracts_hourly_check', hourlyCheck(t)),
    check('contracts_pause_reason_check', oneOf(t.pauseReason, PAUSE_REASONS)),
    check('contracts_pause_check', sql`(${t.pausedAt} is null) = (${t.pauseReason} is null)`),
    uniqueIndex('contracts_offer_idx').on(t.offerId),
    index('contracts_client_idx').on(t.clientId, t.createdAt),
    index('contracts_freelancer_idx').on(t.freelancerId, t.createdAt),
    // Who was hired on a job: every suggestions request, the job-post assistant and a job's page ask.
    index('contracts_job_idx').on(t.jobId),
  ],
);

export const milestones = pgTable(
  'milestones',
  {
    id: idKey(),
    contractId: ref('contract_id', () => contracts.id, 'restrict'),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    amountCents: money('amount_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    dueDate: date('due_date', { mode: 'string' }),
    status: text('status', { enum: MILESTONE_STATUSES }).notNull().default('pending'),
    /** Counts submissions, so a late auto-release timer of an earlier one is a no-op. */
    submissionCount: integer('submission_count').notNull().default(0),
    submission: text('submission'),
    /** The last submission's links (issue 32); its files are attachments of the milestone (files module). */
    submissionLinks: jsonb('submission_links').$type<string[]>().notNull().default([]),
    changesNote: text('changes_note'),
    fundedAt: at('funded_at'),
    submittedAt: at('submitted_at'),
    autoReleaseAt: at('auto_release_at'),
    releasedAt: at('released_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('milestones_status_check', oneOf(t.status, MILESTONE_STATUSES)),
    check('milestones_amount_check', sql`${t.amountCents} > 0`),
    uniqueIndex('milestones_contract_position_idx').on(t.contractId, t.position),
  ],
);

export type ContractRowDb = typeof contracts.$inferSelect;
export type MilestoneRowDb = typeof milestones.$inferSelect;

/**
 * Time a freelancer logged on an hourly contract (issue 27): a running timer (no end yet) or a
 * finished entry in 10-minute units. `week` is the Monday (UTC) of its start; the week's entries
 * lock when it is invoiced (Monday 12:00 UTC after it).
 */
export const timeEntries = pgTable(
  'time_entries',
  {
    id: idKey(),
    contractId: ref('contract_id', () => contracts.id, 'restrict'),
    freelancerId: ref('freelancer_id', () => users.id, 'restrict'),
    week: date('week', { mode: 'string' }).notNull(),
    startedAt: at('started_at').notNull(),
    endedAt: at('ended_at'),
    minutes: integer('minutes').notNull().default(0),
    memo: text('memo').notNull().default(''),
    source: text('source', { enum: ['timer', 'manual'] }).notNull(),
    ...timestamps(),
  },
  (t) => [
    check('time_entries_source_check', oneOf(t.source, ['timer', 'manual'])),
    check('time_entries_minutes_check', sql`${t.minutes} >= 0 and ${t.minutes} % 10 = 0`),
    // One running timer per person, whatever the contract: a second start gets 23505.
    uniqueIndex('time_entries_running_idx').on(t.freelancerId).where(sql`${t.endedAt} is null`),
    index('time_entries_contract_week_idx').on(t.contractId, t.week, t.startedAt),
  ],
);
export type TimeEntryRowDb = typeof timeEntries.$inferSelect;

/**
 * What an hourly contract charged the client's saved card for (ADR 037): a week's invoice or a bonus.
 * Each is paid through a milestone of the contract, so escrow, review, auto-release, disputes and the
 * payout hold are the milestones' own. A week with no billable time has a row without a milestone.
 */
export const hourlyCharges = pgTable(
  'hourly_charges',
  {
    id: idKey(),
    contractId: ref('contract_id', () => contracts.id, 'restrict'),
    kind: text('kind', { enum: ['week', 'bonus'] }).notNull(),
    milestoneId: uuid('milestone_id').references(() => milestones.id, { onDelete: 'restrict' }),
    /**
     * A week whose entries the client disputed: the milestone its undisputed rest was split into
     * (released at the end of review or on approval); `milestone_id` keeps the disputed part.
     */
    restMilestoneId: uuid('rest_milestone_id').references(() => milestones.id, { onDelete: 'restrict' }),
    /** The week's Monday; null on a bonus. */
    week: date('week', { mode: 'string' }),
    totalMinutes: integer('total_minutes'),
    billableMinutes: integer('billable_minutes'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('hourly_charges_kind_check', oneOf(t.kind, ['week', 'bonus'])),
    // A week is invoiced once, however often its timer fires.
    uniqueIndex('hourly_charges_week_idx').on(t.contractId, t.week).where(sql`${t.kind} = 'week'`),
    uniqueIndex('hourly_charges_milestone_idx').on(t.milestoneId),
  ],
);
export type HourlyChargeRowDb = typeof hourlyCharges.$inferSelect;
