import { type SQL, sql } from 'drizzle-orm';

/** `column in ('a', 'b')` for a check constraint, from the shared list of allowed values. */
export const oneOf = (column: SQL | unknown, values: readonly string[]) =>
  sql`${column} in (${sql.raw(values.map((v) => `'${v}'`).join(', '))})`;
