import { asc, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { Repositories } from '../../outbox';
import { type CatalogTable, categories, skills } from './schema';

export type CatalogEntry = { id: string; name: string; isListed: boolean };
type Counts = { listed: number; unlisted: number };

// `::int`: count(*) is a bigint, which node-postgres hands back as a string.
const countWhere = (condition: SQL) => sql<number>`(count(*) filter (where ${condition}))::int`;

/** What other modules read of the catalog (job and profile pages, lists, the dashboard), by ids. */
export function createCatalogReadsRepository(db: Executor) {
  const entriesOf = (kind: 'category' | 'skill', catalogTable: CatalogTable, ids: readonly string[]) => {
    // Both tables come from one factory and differ only in their SQL name.
    const table = catalogTable as typeof categories;
    return db
      .select({
        // A literal, not a parameter: a parameter's type in a union's select list is unknown.
        kind: sql<'category' | 'skill'>`${sql.raw(`'${kind}'`)}::text`.as('kind'),
        id: table.id,
        name: table.name,
        isListed: table.isListed,
        // A union is ordered by its output columns only, so the sort key is one of them.
        sortKey: sql<string>`lower(${table.name})`.as('sort_key'),
      })
      .from(table)
      .where(inArray(table.id, [...new Set(ids)]));
  };

  return {
    /**
     * These categories and skills, listed or not (the caller decides what is allowed), each list by
     * name ignoring case, in one statement: how another module shows or checks catalog entries.
     */
    async find(
      categoryIds: readonly string[],
      skillIds: readonly string[],
    ): Promise<{ categories: CatalogEntry[]; skills: CatalogEntry[] }> {
      if (categoryIds.length === 0 && skillIds.length === 0) return { categories: [], skills: [] };
      const rows = await entriesOf('category', categories, categoryIds)
        .unionAll(entriesOf('skill', skills, skillIds))
        .orderBy(asc(sql`sort_key`), asc(sql`id`));
      const pick = (kind: 'category' | 'skill') =>
        rows.filter((row) => row.kind === kind).map(({ id, name, isListed }) => ({ id, name, isListed }));
      return { categories: pick('category'), skills: pick('skill') };
    },

    /** Every listed category and skill (the job-post assistant looks for their names in a text). */
    async listed(): Promise<{ categories: CatalogEntry[]; skills: CatalogEntry[] }> {
      const listedOf = (catalogTable: CatalogTable) => {
        const table = catalogTable as typeof categories;
        return db
          .select({ id: table.id, name: table.name, isListed: table.isListed })
          .from(table)
          .where(sql`${table.isListed}`)
          .orderBy(asc(sql`lower(${table.name})`), asc(table.id));
      };
      const [listedCategories, listedSkills] = await Promise.all([listedOf(categories), listedOf(skills)]);
      return { categories: listedCategories, skills: listedSkills };
    },

    /** Listed and unlisted items of both catalogs (the admin dashboard), in one statement. */
    async counts(): Promise<{ categories: Counts; skills: Counts }> {
      const countsOf = (catalogTable: CatalogTable, name: string) => {
        const table = catalogTable as typeof categories;
        return db
          .select({
            listed: countWhere(sql`${table.isListed}`).as(`listed_${name}`),
            unlisted: countWhere(sql`not ${table.isListed}`).as(`unlisted_${name}`),
          })
          .from(table)
          .as(`${name}_counts`);
      };
      const categoryCounts = countsOf(categories, 'categories');
      const skillCounts = countsOf(skills, 'skills');
      const [row] = await db
        .select({
          categories: { listed: categoryCounts.listed, unlisted: categoryCounts.unlisted },
          skills: { listed: skillCounts.listed, unlisted: skillCounts.unlisted },
        })
        .from(categoryCounts)
        .crossJoin(skillCounts);
      // An aggregate without GROUP BY always yields exactly one row.
      return row!;
    },
  };
}

/**
 * The category and skills a job or profile names, listed or not (the caller decides what is allowed):
 * how another module reads the catalog without its tables. `repos` is `tx.repos` or `uow.read`.
 */
export async function findCatalogEntries(
  repos: Repositories,
  categoryId: string | null | undefined,
  skillIds: readonly string[],
): Promise<{ category: CatalogEntry | null; skills: CatalogEntry[] }> {
  const found = await repos.catalogEntries.find(categoryId ? [categoryId] : [], skillIds);
  return { category: found.categories[0] ?? null, skills: found.skills };
}
