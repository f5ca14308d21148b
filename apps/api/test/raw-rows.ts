import type { SQL } from 'drizzle-orm';
import type { Database } from '../src/db/client';

/** Runs raw SQL in a test; both drivers (PGlite and node-postgres) answer `{ rows }`. */
export async function rawRows<T extends Record<string, unknown>>(
  db: Pick<Database, 'execute'>,
  query: SQL,
): Promise<T[]> {
  return (await db.execute<T>(query)).rows;
}
