import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** A login. Only the SHA-256 of the token is kept, so a database leak yields no usable session. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    /** A public name for the session (lists, revocation, live sign-out); the token hash never leaves. */
    id: uuid('id').notNull().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** The browser's User-Agent at login, shown as the device in the active sessions list (truncated). */
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), uniqueIndex('sessions_id_idx').on(t.id)],
);
