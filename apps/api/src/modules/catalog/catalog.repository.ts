import type { CatalogItem } from '@skillora/shared';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { CatalogTable, categories } from './schema';

type Change = { name?: string; isListed?: boolean };

/** One repository for both twins, bound to the `categories` or the `skills` table. */
export function createCatalogRepository(db: Executor, catalogTable: CatalogTable) {
  // Both tables come from one factory and differ only in their SQL name.
  const table = catalogTable as typeof categories;
  const columns = { _id: table.id, name: table.name, isListed: table.isListed };
  const byName = sql`lower(${table.name})`;

  return {
    /** Newest first, so what an admin just added is on the first page. */
    listAll: (): Promise<CatalogItem[]> =>
      db.select(columns).from(table).orderBy(desc(table.createdAt), asc(byName)),

    listListed: (): Promise<Array<Pick<CatalogItem, '_id' | 'name'>>> =>
      db
        .select({ _id: table.id, name: table.name })
        .from(table)
        .where(eq(table.isListed, true))
        .orderBy(asc(byName)),

    /** Throws the database's unique violation when the name is taken (ignoring case). */
    async insert(name: string): Promise<CatalogItem> {
      const [item] = await db.insert(table).values({ name }).returning(columns);
      return item!;
    },

    /** The row locked for the change, so the audit's "before" is what is replaced; null if none. */
    async lock(id: string): Promise<CatalogItem | null> {
      const [row] = await db.select(columns).from(table).where(eq(table.id, id)).for('update');
      return row ?? null;
    },

    async update(id: string, change: Change): Promise<CatalogItem> {
      const [row] = await db.update(table).set(change).where(eq(table.id, id)).returning(columns);
      return row!;
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
