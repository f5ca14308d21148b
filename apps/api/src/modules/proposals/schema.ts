import { JOB_DURATIONS, PROPOSAL_STATUSES } from '@skillora/shared/constants';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { oneOf } from '../../db/schema/columns';
import { users } from '../auth/schema';
import { jobs } from '../jobs/schema';

export const proposals = pgTable(
  'proposals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    freelancerId: uuid('freelancer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    coverLetter: text('cover_letter').notNull(),
    /** A total for a fixed-price job, an hourly rate for an hourly one. */
    bidCents: integer('bid_cents').notNull(),
    duration: text('duration', { enum: JOB_DURATIONS }).notNull(),
    status: text('status', { enum: PROPOSAL_STATUSES }).notNull().default('submitted'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('proposals_status_check', oneOf(t.status, PROPOSAL_STATUSES)),
    check('proposals_duration_check', oneOf(t.duration, JOB_DURATIONS)),
    check('proposals_bid_check', sql`${t.bidCents} > 0`),
    // One proposal per job per freelancer, even when two submits race: the second one gets 23505.
    uniqueIndex('proposals_job_freelancer_idx').on(t.jobId, t.freelancerId),
    index('proposals_freelancer_created_idx').on(t.freelancerId, t.createdAt),
  ],
);

export type ProposalRow = typeof proposals.$inferSelect;
