import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';

export type RowBatch = {
  table: string;
  /** The JSON record's definition, e.g. `id uuid, name text`; its names are read as `r.<name>`. */
  record: string;
  /** Table column -> SQL over `r`; by default every record field goes to the column of its name. */
  columns?: Record<string, string>;
};

/**
 * Inserts rows as one JSON parameter unpacked by json_to_recordset: the same on PGlite and
 * PostgreSQL, one round trip per batch, and the database does the row work.
 */
export async function insertRows(db: Database, { table, record, columns }: RowBatch, rows: object[]) {
  if (rows.length === 0) return;
  const targets =
    columns ??
    Object.fromEntries(
      record.split(',').map((field) => {
        const name = field.trim().split(' ')[0]!;
        return [name, `r.${name}`];
      }),
    );
  await db.execute(
    sql`insert into ${sql.raw(table)} (${sql.raw(Object.keys(targets).join(', '))}) select ${sql.raw(Object.values(targets).join(', '))} from json_to_recordset(${JSON.stringify(rows)}::json) as r(${sql.raw(record)})`,
  );
}
