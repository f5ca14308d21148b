import type { SQL } from 'drizzle-orm';
import type { Database } from '../src/db/client';

/** Runs raw SQL in a test; both drivers (PGlite and node-postgres) answer `{ rows }`. */
export async function rawRows<T>(db: Pick<Database, 'execute'>, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}
