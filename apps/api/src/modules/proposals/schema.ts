import type { ScreeningAnswer } from '@skillora/shared';
import { JOB_DURATIONS, PROPOSAL_STATUSES } from '@skillora/shared/constants';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { idKey, oneOf, ref, timestamps } from '../../db/schema/columns';
import { users } from '../auth/schema';
import { jobs } from '../jobs/schema';

export const proposals = pgTable(
  'proposals',
  {
    id: idKey(),
    jobId: ref('job_id', () => jobs.id, 'cascade'),
    freelancerId: ref('freelancer_id', () => users.id, 'cascade'),
    coverLetter: text('cover_letter').notNull(),
    /** A total for a fixed-price job, an hourly rate for an hourly one. */
    bidCents: integer('bid_cents').notNull(),
    duration: text('duration', { enum: JOB_DURATIONS }).notNull(),
    /**
     * The job's screening questions as they were asked, each with the freelancer's answer (issue 32):
     * the client reads what was answered even if the job's questions change later.
     */
    answers: jsonb('answers').$type<ScreeningAnswer[]>().notNull().default([]),
    status: text('status', { enum: PROPOSAL_STATUSES }).notNull().default('submitted'),
    ...timestamps(),
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
