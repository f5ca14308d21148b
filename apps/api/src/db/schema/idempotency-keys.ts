import { integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../modules/auth/schema';

/**
 * The first answer to a request sent with an `Idempotency-Key` (ADR 020), replayed for the same key.
 * The platform's: any route may declare itself idempotent (plugins/idempotency.ts).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** method + path + body hash: the same key with another request is refused (422). */
    fingerprint: text('fingerprint').notNull(),
    /** Null while a two-step request (fund, withdraw) is between its steps. */
    statusCode: integer('status_code'),
    body: jsonb('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);
