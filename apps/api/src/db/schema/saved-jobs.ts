import { index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { jobs } from './jobs';
import { users } from './users';

export const savedJobs = pgTable(
  'saved_jobs',
  {
    freelancerId: uuid('freelancer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.freelancerId, t.jobId] }),
    index('saved_jobs_freelancer_created_idx').on(t.freelancerId, t.createdAt),
  ],
);
