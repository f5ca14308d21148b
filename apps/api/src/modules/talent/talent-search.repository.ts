import {
  type FreelancerSummary,
  type GetFreelancersQuery,
  TALENT_EXCERPT_LENGTH,
  type TalentSort,
} from '@skillora/shared';
import { and, arrayOverlaps, asc, desc, eq, gte, lte, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { matchesWords, rankedPage, searchPage } from '../../lib/search-sql';
import { talentCards, talentReputation, talentSearch } from './schema';

/** Every filter; the table holds only findable freelancers, so there is no visibility predicate. */
function filtersOf(query: GetFreelancersQuery): SQL | undefined {
  return and(
    query.q ? matchesWords(talentSearch.search, query.q) : undefined,
    query.categoryId ? eq(talentSearch.categoryId, query.categoryId) : undefined,
    query.skills?.length ? arrayOverlaps(talentSearch.skillIds, query.skills) : undefined,
    query.minRateCents !== undefined ? gte(talentSearch.hourlyRateCents, query.minRateCents) : undefined,
    query.maxRateCents !== undefined ? lte(talentSearch.hourlyRateCents, query.maxRateCents) : undefined,
    query.country ? eq(talentSearch.country, query.country) : undefined,
    query.minRating !== undefined ? gte(talentSearch.rating, query.minRating) : undefined,
  );
}

/** Newest members first; ties broken by id so that pages never overlap. */
const newestFirst = [desc(talentSearch.memberSince), desc(talentSearch.userId)];

/** The highest first, those without one last (the backward walk of its `asc nulls first` index). */
const highestFirst = (column: SQLWrapper) => sql`${column} desc nulls last`;

function orderOf(sort: TalentSort, rank: SQL): SQL[] {
  if (sort === 'best_match') return [desc(rank), ...newestFirst];
  if (sort === 'rate_asc') return [asc(talentSearch.hourlyRateCents), ...newestFirst];
  if (sort === 'rate_desc') return [desc(talentSearch.hourlyRateCents), ...newestFirst];
  if (sort === 'rating_desc') return [highestFirst(talentSearch.rating), ...newestFirst];
  if (sort === 'score_desc') return [highestFirst(talentSearch.score), ...newestFirst];
  return newestFirst;
}

/** A column of the `page` CTE, qualified: the outer statement joins the cards to it. */
const pageColumn = (name: string) => sql.raw(`"page"."${name}"`);

/** The same order over the page's own columns, for the outer statement. */
function pageOrderOf(sort: TalentSort): SQL[] {
  const newest = [sql`${pageColumn('member_since')} desc`, sql`${pageColumn('id')} desc`];
  if (sort === 'best_match') return [sql`${pageColumn('rank')} desc`, ...newest];
  if (sort === 'rate_asc') return [sql`${pageColumn('hourly_rate_cents')} asc`, ...newest];
  if (sort === 'rate_desc') return [sql`${pageColumn('hourly_rate_cents')} desc`, ...newest];
  if (sort === 'rating_desc') return [highestFirst(pageColumn('rating')), ...newest];
  if (sort === 'score_desc') return [highestFirst(pageColumn('score')), ...newest];
  return newest;
}

export function createTalentSearchRepository(db: Executor) {
  return {
    /**
     * One page of findable freelancers and the total, as the job search does it (ADR 010): the page's
     * ids are picked first and only those rows are joined to their cards; lib/search-sql.ts plans the
     * rank and the count.
     */
    async search(
      query: GetFreelancersQuery,
      sort: TalentSort,
    ): Promise<{ rows: FreelancerSummary[]; total: number }> {
      const where = filtersOf(query);
      const plan = rankedPage(talentSearch.search, query, sort === 'best_match');
      const columns = {
        id: sql<string>`${talentSearch.userId}`.as('id'),
        hourlyRateCents: sql<number>`${talentSearch.hourlyRateCents}`.as('hourly_rate_cents'),
        country: sql<string | null>`${talentSearch.country}`.as('country'),
        categoryId: sql<string | null>`${talentSearch.categoryId}`.as('category_id'),
        memberSince: sql<Date>`${talentSearch.memberSince}`.as('member_since'),
        rating: sql<number | null>`${talentSearch.rating}`.as('rating'),
        score: sql<number | null>`${talentSearch.score}`.as('score'),
        rank: plan.rank.as('rank'),
        total: plan.total.as('total'),
      };
      const order = orderOf(sort, plan.rank);
      const { rows, total } = await searchPage(
        db,
        plan,
        { table: talentSearch, columns, where, order },
        (page) =>
          db
            .with(page)
            .select({
              id: sql<string>`${pageColumn('id')}`,
              name: talentCards.name,
              photoUrl: talentCards.photoUrl,
              title: talentCards.title,
              excerpt: sql<string>`left(${talentCards.overview}, ${TALENT_EXCERPT_LENGTH})`,
              hourlyRateCents: sql<number>`${pageColumn('hourly_rate_cents')}`,
              country: sql<string | null>`${pageColumn('country')}`,
              categoryId: sql<string | null>`${pageColumn('category_id')}`,
              categoryName: talentCards.categoryName,
              skills: talentCards.skills,
              memberSince: sql<Date | string>`${pageColumn('member_since')}`,
              score: talentReputation.score,
              rating: talentReputation.rating,
              reviews: talentReputation.reviews,
              total: sql<number>`${pageColumn('total')}`,
            })
            .from(page)
            .innerJoin(talentCards, eq(talentCards.userId, pageColumn('id')))
            .leftJoin(talentReputation, eq(talentReputation.userId, pageColumn('id')))
            .orderBy(...pageOrderOf(sort)),
      );
      return {
        rows: rows.map(
          ({ total: _total, categoryId, categoryName, memberSince, score, rating, reviews, ...row }) => ({
            ...row,
            category: categoryId && categoryName ? { _id: categoryId, name: categoryName } : null,
            // Raw SQL in the page (no column type to map it): a Date on pg, text on PGlite.
            memberSince: new Date(memberSince).toISOString(),
            // No row: no review and no score yet.
            reputation: { score, rating, reviews: reviews ?? 0 },
          }),
        ),
        total,
      };
    },
  };
}

export type TalentSearchRepository = ReturnType<typeof createTalentSearchRepository>;
