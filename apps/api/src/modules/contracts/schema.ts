import { CONTRACT_STATUSES, MILESTONE_STATUSES, OFFER_STATUSES } from '@skillora/shared/constants';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { oneOf } from '../../db/schema/columns';
import { users } from '../auth/schema';
import { jobs } from '../jobs/schema';
import { proposals } from '../proposals/schema';

/** What an offer proposes; the contract's milestones are made from it on acceptance. */
export type OfferMilestone = { title: string; amountCents: number; dueDate: string | null };

const money = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true });

// Rows that money may touch are never deleted: RESTRICT everywhere below (ADR 020).
export const offers = pgTable(
  'offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    proposalId: uuid('proposal_id')
      .notNull()
      .references(() => proposals.id, { onDelete: 'restrict' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'restrict' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    freelancerId: uuid('freelancer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    currency: text('currency').notNull().default('USD'),
    milestones: jsonb('milestones').$type<OfferMilestone[]>().notNull(),
    status: text('status', { enum: OFFER_STATUSES }).notNull().default('pending'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
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
    id: uuid('id').primaryKey().defaultRandom(),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'restrict' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'restrict' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    freelancerId: uuid('freelancer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    currency: text('currency').notNull().default('USD'),
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
    id: uuid('id').primaryKey().defaultRandom(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'restrict' }),
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
