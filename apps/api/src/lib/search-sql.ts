import { type SQLWrapper, sql } from 'drizzle-orm';

/**
 * What the two faceted searches (jobs, talent) share in SQL: full-text words, and a page planned the
 * same way (ADR 010). Ranked by the words, one statement ranks, sorts and counts the matches through
 * the GIN index (a window count); otherwise the page walks an index in the asked order and stops
 * early, and an index-only count runs beside it.
 */

/** websearch_to_tsquery accepts anything a person types (quotes, `or`, `-word`) without a syntax error. */
const tsQuery = (q: string) => sql`websearch_to_tsquery('english', ${q})`;

export const matchesWords = (vector: SQLWrapper, q: string) => sql`${vector} @@ ${tsQuery(q)}`;

/** ts_rank's default weights: a title word (A, 1.0) weighs five times a description word (C, 0.2). */
export const rankByWords = (vector: SQLWrapper, q: string) => sql<number>`ts_rank(${vector}, ${tsQuery(q)})`;

type PageQuery = { q?: string; page: number; limit: number };

/** The rank and window total of a page: real ones only when the sort ranks by the words asked. */
export function rankedPage(vector: SQLWrapper, query: PageQuery, sortRanks: boolean) {
  const words = sortRanks ? query.q : undefined;
  return {
    isRanked: words !== undefined,
    rank: words !== undefined ? rankByWords(vector, words) : sql<number>`0`,
    total: words !== undefined ? sql<number>`(count(*) over ())::int` : sql<number>`0`,
    offset: (query.page - 1) * query.limit,
  };
}

/**
 * The search's total: the separate count, or the window count carried by the rows. A page past the
 * end of a ranked search has no row to carry it: count it then.
 */
export async function searchTotal(
  counted: number | null,
  rows: Array<{ total: number }>,
  page: number,
  count: () => Promise<number>,
): Promise<number> {
  return counted ?? rows[0]?.total ?? (page > 1 ? await count() : 0);
}
