import { index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { jobs } from './jobs';
import { users } from './users';

/**
 * A client's invitation to a freelancer to look at one of their open jobs (issue 14). One per job
 * and freelancer; the freelancer answers by proposing as anyone would.
 */
export const jobInvitations = pgTable(
  'job_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    freelancerId: uuid('freelancer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('job_invitations_job_freelancer_key').on(t.jobId, t.freelancerId),
    index('job_invitations_freelancer_created_idx').on(t.freelancerId, t.createdAt, t.id),
  ],
);
