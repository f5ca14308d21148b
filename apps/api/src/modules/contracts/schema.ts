import { CONTRACT_STATUSES, MILESTONE_STATUSES, OFFER_STATUSES } from '@skillora/shared/constants';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, idKey, money, oneOf, ref, timestamps } from '../../db/schema/columns';
import { users } from '../auth/schema';
import { jobs } from '../jobs/schema';
import { proposals } from '../proposals/schema';

/** What an offer proposes; the contract's milestones are made from it on acceptance. */
export type OfferMilestone = { title: string; amountCents: number; dueDate: string | null };

// Rows that money may touch are never deleted: RESTRICT everywhere below (ADR 020).

/** What an offer states and the contract made from it carries over unchanged: who, for which job, what. */
const deal = () => ({
  jobId: ref('job_id', () => jobs.id, 'restrict'),
  clientId: ref('client_id', () => users.id, 'restrict'),
  freelancerId: ref('freelancer_id', () => users.id, 'restrict'),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  currency: text('currency').notNull().default('USD'),
});

export const offers = pgTable(
  'offers',
  {
    id: idKey(),
    proposalId: ref('proposal_id', () => proposals.id, 'restrict'),
    ...deal(),
    milestones: jsonb('milestones').$type<OfferMilestone[]>().notNull(),
    status: text('status', { enum: OFFER_STATUSES }).notNull().default('pending'),
    ...timestamps(),
  },
  (t) => [
    check('offers_status_check', oneOf(t.status, OFFER_STATUSES)),
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
  },
  (t) => [
    check('contracts_status_check', oneOf(t.status, CONTRACT_STATUSES)),
    uniqueIndex('contracts_offer_idx').on(t.offerId),
    index('contracts_client_idx').on(t.clientId, t.createdAt),
    index('contracts_freelancer_idx').on(t.freelancerId, t.createdAt),
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
