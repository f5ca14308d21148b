import { integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at } from '../../db/schema/columns';
import { users } from '../auth/schema';

/**
 * A pending change of a user's email: the code mailed to the new address, with the same rules as
 * the sign-up code (length, lifetime, wrong tries, resend limits). One per user; the address
 * switches only when the code comes back (ADR 019).
 */
export const emailChanges = pgTable('email_changes', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  newEmail: text('new_email').notNull(),
  codeHash: text('code_hash').notNull(),
  expiresAt: at('expires_at').notNull(),
  attempts: integer('attempts').notNull().default(0),
  lastSentAt: at('last_sent_at').notNull().defaultNow(),
  hourStartedAt: at('hour_started_at').notNull().defaultNow(),
  sendsThisHour: integer('sends_this_hour').notNull().default(1),
});

export type EmailChangeRow = typeof emailChanges.$inferSelect;
