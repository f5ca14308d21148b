import type { CatalogItem } from '@skillora/shared';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { CatalogTable, categories } from '../../db/schema';
import { recordAudit } from '../audit/audit.repository';

type Change = { name?: string; isListed?: boolean };

/** One repository for both twins, bound to the `categories` or the `skills` table. */
export function createCatalogRepository(
  db: Database,
  catalogTable: CatalogTable,
  entity: 'category' | 'skill',
) {
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
    insert: (name: string, actorId: string): Promise<CatalogItem> =>
      db.transaction(async (tx) => {
        const [item] = await tx.insert(table).values({ name }).returning(columns);
        await recordAudit(tx as unknown as Database, {
          actorId,
          action: `${entity}.create`,
          entity,
          entityId: item!._id,
          before: null,
          after: { name: item!.name, isListed: item!.isListed },
        });
        return item!;
      }),

    /** Null when no such item; the row is locked so the audit's "before" is what was replaced. */
    update: (id: string, change: Change, action: string, actorId: string): Promise<CatalogItem | null> =>
      db.transaction(async (tx) => {
        const [before] = await tx.select(columns).from(table).where(eq(table.id, id)).for('update');
        if (!before) return null;
        const [after] = await tx.update(table).set(change).where(eq(table.id, id)).returning(columns);
        await recordAudit(tx as unknown as Database, {
          actorId,
          action: `${entity}.${action}`,
          entity,
          entityId: id,
          before: { name: before.name, isListed: before.isListed },
          after: { name: after!.name, isListed: after!.isListed },
        });
        return after!;
      }),
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
