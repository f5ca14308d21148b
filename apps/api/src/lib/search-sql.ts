import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgTable, SelectedFields, WithSubqueryWithSelection } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';
import { countRows } from '../db/reads';

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
    page: query.page,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  };
}

type Plan = ReturnType<typeof rankedPage>;

/**
 * One page of a search and its total. `matches` selects the matching rows' ids with what sorts them
 * (the plan's rank and window total among them); this page of them, in `order`, is the CTE `page`,
 * and `rowsOf` reads those rows whole. Unranked, the count runs beside it; ranked, the rows carry the
 * window count, and a page past the end has no row to carry it: it is counted then.
 */
export async function searchPage<S extends SelectedFields, R extends { total: number }>(
  db: Executor,
  plan: Plan,
  matches: { table: PgTable; columns: S; where: SQL | undefined; order: SQL[] },
  rowsOf: (page: WithSubqueryWithSelection<S, 'page'>) => PromiseLike<R[]>,
): Promise<{ rows: R[]; total: number }> {
  const { table, columns, where, order } = matches;
  // Drizzle cannot type a CTE over a selection it does not know yet: the page is what `columns` say.
  const page = db.$with('page').as(
    db
      .select(columns as SelectedFields)
      .from(table)
      .where(where)
      .orderBy(...order)
      .limit(plan.limit)
      .offset(plan.offset),
  ) as unknown as WithSubqueryWithSelection<S, 'page'>;
  const count = () => countRows(db, table, where);
  const [rows, counted] = await Promise.all([rowsOf(page), plan.isRanked ? null : count()]);
  return { rows, total: counted ?? rows[0]?.total ?? (plan.page > 1 ? await count() : 0) };
}

/**
 * Any of these words (matching, ADR 036): a job's or a profile's words as an OR query. The words are
 * the ranker's tokens (letters and digits only), so `to_tsquery` meets no operator it did not expect;
 * stop words drop out there. Null when no word is left.
 */
export function anyWordQuery(words: readonly string[]): SQL | null {
  const clean = [...new Set(words.filter((word) => /^[a-z0-9]+$/.test(word)))];
  return clean.length ? sql`to_tsquery('english', ${clean.join(' | ')})` : null;
}

/** Ids as one uuid[] parameter list (drizzle spreads a bare array into a value list). */
export const uuidArray = (ids: readonly string[]) =>
  ids.length
    ? sql`array[${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}]::uuid[]`
    : sql`'{}'::uuid[]`;
