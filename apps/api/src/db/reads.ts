import { and, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResult } from 'drizzle-orm/query-builders/select.types';
import type { Executor } from './client';

/** A table read by its primary key, `id`. */
type KeyedTable = PgTable & { id: PgColumn };
/**
 * A row of `columns` read from one table (no join makes any of them null). Drizzle cannot type a
 * query over columns it does not know yet: the functions below build it on plain `SelectedFields`
 * and say what its rows are.
 */
type Row<S extends SelectedFields> = SelectResult<S, 'partial', Record<string, 'not-null'>>;

/**
 * A few columns of one row, or null when there is none; `lock` keeps the row locked until the
 * transaction ends (what a use case checks before it changes the row).
 */
export async function rowById<S extends SelectedFields>(
  db: Executor,
  table: KeyedTable,
  columns: S,
  id: string,
  lock?: 'for update',
): Promise<Row<S> | null> {
  const query = db
    .select(columns as SelectedFields)
    .from(table)
    .where(eq(table.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return (row as Row<S> | undefined) ?? null;
}

/**
 * A few columns of these rows (each id once; the ids not found are left out), in one statement;
 * none for no ids. `where` narrows them further.
 */
export async function rowsByIds<S extends SelectedFields>(
  db: Executor,
  table: KeyedTable,
  columns: S,
  ids: readonly string[],
  where?: SQL,
): Promise<Row<S>[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(columns as SelectedFields)
    .from(table)
    .where(and(inArray(table.id, [...new Set(ids)]), where));
  return rows as Row<S>[];
}

/**
 * One page of the rows of `table` that `where` picks, in `order`, and how many it picks, in two
 * statements side by side.
 */
export async function rowsPage<S extends SelectedFields>(
  db: Executor,
  table: PgTable,
  columns: S,
  filter: { where: SQL | undefined; order: SQL[] },
  query: { page: number; limit: number },
): Promise<{ rows: Row<S>[]; total: number }> {
  const [rows, total] = await Promise.all([
    db
      .select(columns as SelectedFields)
      .from(table)
      .where(filter.where)
      .orderBy(...filter.order)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    countRows(db, table, filter.where),
  ]);
  return { rows: rows as Row<S>[], total };
}

/** How many rows of `table` `where` picks. */
export async function countRows(db: Executor, table: PgTable, where: SQL | undefined): Promise<number> {
  const [counted] = await db.select({ total: count() }).from(table).where(where);
  return counted?.total ?? 0;
}
