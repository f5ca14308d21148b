import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A one-time code mailed to an address, for one purpose. For sign-up it also carries the pending
 * registration (password already hashed), so the account is built from what the server stored,
 * never from what the browser sends back.
 */
export const emailCodes = pgTable(
  'email_codes',
  {
    purpose: text('purpose', { enum: ['register', 'reset'] }).notNull(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    pending: jsonb('pending').$type<PendingRegistration | null>(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull().defaultNow(),
    hourStartedAt: timestamp('hour_started_at', { withTimezone: true }).notNull().defaultNow(),
    sendsThisHour: integer('sends_this_hour').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.purpose, t.email] })],
);

export type PendingRegistration = {
  name: string;
  passwordHash: string;
  role: 'client' | 'freelancer';
  /** Hash of the token in the signing-up browser's cookie: only that browser completes it (ADR 014). */
  bindingHash?: string;
};
