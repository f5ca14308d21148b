import { pgTable, uuid } from 'drizzle-orm/pg-core';
import { at } from '../../db/schema/columns';
import { users } from '../auth/schema';

/**
 * The weekly "jobs for you" mail's due dates (issue 29, ADR 041): one row per freelancer who saved
 * a profile. Its outbox timer takes the row `FOR UPDATE SKIP LOCKED` when `due_at` has come, so a
 * retried or doubled timer finds it locked or not yet due and sends nothing twice in a week.
 */
export const jobsForYouMails = pgTable('jobs_for_you_mails', {
  freelancerId: uuid('freelancer_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  dueAt: at('due_at').notNull(),
  /** When the last mail went out (null before the first): its jobs were published before it. */
  sentAt: at('sent_at'),
});
