import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, timestamp, uuid } from 'drizzle-orm/pg-core';

/** `column in ('a', 'b')` for a check constraint, from the shared list of allowed values. */
export const oneOf = (column: SQL | unknown, values: readonly string[]) =>
  sql`${column} in (${sql.raw(values.map((v) => `'${v}'`).join(', '))})`;

/** The random surrogate key of an entity table. */
export const idKey = () => uuid('id').primaryKey().defaultRandom();

/** Every instant in the schema is stored with its time zone, so no reader has to guess it. */
export const at = (name: string) => timestamp(name, { withTimezone: true });

/** Cents as bigint, read back as a JS number (amounts stay far below 2^53). */
export const money = (name: string) => bigint(name, { mode: 'number' });

/**
 * A required link to another row. `onDelete` is the table's decision: rows that money may touch
 * restrict (ADR 020), the rest go with their owner.
 */
export const ref = (name: string, target: () => AnyPgColumn, onDelete: 'cascade' | 'restrict') =>
  uuid(name).notNull().references(target, { onDelete });

/** created_at and updated_at, both set by the database on insert. */
export const timestamps = () => ({
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
