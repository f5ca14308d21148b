import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { categories, skills } from './schema';

export type CatalogEntry = { id: string; name: string; isListed: boolean };

/**
 * The category and skills a job or profile names, listed or not (the caller decides what is allowed):
 * how another module reads the catalog without its tables.
 */
export async function findCatalogEntries(
  db: Executor,
  categoryId: string | undefined,
  skillIds: readonly string[],
): Promise<{ category: CatalogEntry | null; skills: CatalogEntry[] }> {
  const columns = { id: categories.id, name: categories.name, isListed: categories.isListed };
  const [[category], skillRows] = await Promise.all([
    categoryId ? db.select(columns).from(categories).where(eq(categories.id, categoryId)) : [],
    skillIds.length === 0
      ? []
      : db
          .select({ id: skills.id, name: skills.name, isListed: skills.isListed })
          .from(skills)
          .where(inArray(skills.id, [...skillIds])),
  ]);
  return { category: category ?? null, skills: skillRows };
}
