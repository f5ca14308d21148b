import type { GetJobsQuery, JobSort } from '@skillora/shared';
import { and, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { matchesWords, rankedPage, searchPage } from '../../lib/search-sql';
import { byBudget, newestFirst, type SummaryRow, summaryColumns } from './job-sql';
import { clientReputation, jobSkills, jobs, PUBLIC_JOB, savedJobs } from './schema';

/** Every filter of the public search; all of them sit beside the `open and listed` predicate. */
function filtersOf(query: GetJobsQuery): SQL {
  return and(
    PUBLIC_JOB,
    query.q ? matchesWords(jobs.search, query.q) : undefined,
    query.category ? eq(jobs.categoryId, query.category) : undefined,
    query.skills?.length
      ? sql`exists (select 1 from ${jobSkills} where ${jobSkills.jobId} = ${jobs.id} and ${inArray(jobSkills.skillId, query.skills)})`
      : undefined,
    query.budgetType ? eq(jobs.budgetType, query.budgetType) : undefined,
    // Overlap: the job's [min, max] meets the asked range.
    query.budgetMin !== undefined ? gte(jobs.budgetMaxCents, query.budgetMin) : undefined,
    query.budgetMax !== undefined ? lte(jobs.budgetMinCents, query.budgetMax) : undefined,
    query.experience?.length ? inArray(jobs.experienceLevel, query.experience) : undefined,
    query.minClientRating !== undefined
      ? sql`exists (select 1 from ${clientReputation} where ${clientReputation.clientId} = ${jobs.clientId} and ${clientReputation.rating} >= ${query.minClientRating})`
      : undefined,
  )!;
}

function orderOf(sort: JobSort, rank: SQL | SQL.Aliased): SQL[] {
  if (sort === 'relevance') return [desc(rank), ...newestFirst];
  if (sort === 'budget_desc') return byBudget('desc');
  if (sort === 'budget_asc') return byBudget('asc');
  return newestFirst;
}

const isSavedBy = (freelancerId: string | null) =>
  freelancerId
    ? sql<boolean>`exists (select 1 from ${savedJobs} where ${savedJobs.jobId} = ${jobs.id} and ${savedJobs.freelancerId} = ${freelancerId})`
    : sql<null>`null`;

export function createJobSearchRepository(db: Executor) {
  return {
    /**
     * One page of open, listed jobs and the total (lib/search-sql.ts). The page's ids are picked
     * first and only those rows are read whole (their category, skills and counts come from their
     * owners, job-extras.ts). Unranked, a window count would make the planner walk the order's index
     * to the end: the count runs beside it.
     */
    async search(
      query: GetJobsQuery,
      sort: JobSort,
      freelancerId: string | null,
    ): Promise<{ rows: Array<SummaryRow & { isSaved?: boolean }>; total: number }> {
      const where = filtersOf(query);
      const plan = rankedPage(jobs.search, query, sort === 'relevance');
      const columns = { id: jobs.id, rank: plan.rank.as('rank'), total: plan.total.as('total') };
      const order = orderOf(sort, plan.rank);
      const { rows, total } = await searchPage(db, plan, { table: jobs, columns, where, order }, (page) =>
        db
          .with(page)
          .select({ ...summaryColumns, isSaved: isSavedBy(freelancerId), total: page.total })
          .from(page)
          .innerJoin(jobs, eq(jobs.id, page.id))
          .orderBy(...orderOf(sort, sql`${page.rank}`)),
      );
      return {
        rows: rows.map(({ isSaved, total: _total, ...row }) => ({
          ...row,
          ...(isSaved === null ? {} : { isSaved }),
        })),
        total,
      };
    },
  };
}

export type JobSearchRepository = ReturnType<typeof createJobSearchRepository>;
