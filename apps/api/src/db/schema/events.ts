import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The transactional outbox (ADR 013): a change writes its events in its own transaction; the
 * dispatcher handles each one after commit, at least once, in order per subject.
 */
export const events = pgTable(
  'events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type').notNull(),
    /** Events of one subject (a user, a job, an email address) are handled in the order written. */
    subject: text('subject').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** What the handler needs but the table must not keep (a code to mail): cleared once handled. */
    secret: text('secret'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Not handled before this time: now when written, later after a failure (backoff). */
    availableAt: timestamp('available_at', { withTimezone: true }).notNull().defaultNow(),
    /** A dispatcher is handling it until then; past it, another may take it over (a crashed one). */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    /** Given up after too many failures; it no longer holds back later events of its subject. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (t) => [
    index('events_pending_idx')
      .on(t.availableAt, t.id)
      .where(sql`${t.handledAt} is null and ${t.failedAt} is null`),
    index('events_pending_subject_idx')
      .on(t.subject, t.id)
      .where(sql`${t.handledAt} is null and ${t.failedAt} is null`),
    index('events_handled_idx').on(t.handledAt).where(sql`${t.handledAt} is not null`),
  ],
);

export type EventRow = typeof events.$inferSelect;
