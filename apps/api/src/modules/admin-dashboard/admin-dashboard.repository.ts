import type { DashboardStats } from '@skillora/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type CatalogTable, categories, jobs, proposals, skills, users } from '../../db/schema';

// `::int`: count(*) is a bigint, which node-postgres hands back as a string.
const countWhere = (condition: SQL) => sql<number>`(count(*) filter (where ${condition}))::int`;

/**
 * Listed and unlisted items of one catalog as a one-row subquery. Drizzle names a subquery's
 * columns unqualified in the outer select, so every column name in the statement is unique.
 */
function catalogCounts(db: Executor, catalogTable: CatalogTable, name: string) {
  const table = catalogTable as typeof categories;
  return db
    .select({
      listed: countWhere(sql`${table.isListed}`).as(`listed_${name}`),
      unlisted: countWhere(sql`not ${table.isListed}`).as(`unlisted_${name}`),
    })
    .from(table)
    .as(`${name}_counts`);
}

export function createAdminDashboardRepository(db: Executor) {
  return {
    /**
     * One statement: one aggregate pass over each table, cross-joined into a single row, so the
     * dashboard costs one round trip however many rows the tables hold.
     */
    async stats(): Promise<DashboardStats> {
      const people = db
        .select({
          clients: countWhere(sql`${users.role} = 'client'`).as('clients'),
          freelancers: countWhere(sql`${users.role} = 'freelancer'`).as('freelancers'),
          blockedUsers: countWhere(sql`${users.status} = 'blocked'`).as('blocked_users'),
        })
        .from(users)
        .as('people');
      const categoryCounts = catalogCounts(db, categories, 'categories');
      const skillCounts = catalogCounts(db, skills, 'skills');
      const jobCounts = db
        .select({
          draft: countWhere(sql`${jobs.status} = 'draft'`).as('draft_jobs'),
          open: countWhere(sql`${jobs.status} = 'open'`).as('open_jobs'),
          closed: countWhere(sql`${jobs.status} = 'closed'`).as('closed_jobs'),
          unlisted: countWhere(sql`not ${jobs.isListed}`).as('unlisted_jobs'),
        })
        .from(jobs)
        .as('job_counts');
      const proposalCounts = db
        .select({ proposals: countWhere(sql`${proposals.status} <> 'withdrawn'`).as('proposals') })
        .from(proposals)
        .as('proposal_counts');

      const [row] = await db
        .select({
          clients: people.clients,
          freelancers: people.freelancers,
          blockedUsers: people.blockedUsers,
          categories: { listed: categoryCounts.listed, unlisted: categoryCounts.unlisted },
          skills: { listed: skillCounts.listed, unlisted: skillCounts.unlisted },
          jobs: {
            draft: jobCounts.draft,
            open: jobCounts.open,
            closed: jobCounts.closed,
            unlisted: jobCounts.unlisted,
          },
          proposals: proposalCounts.proposals,
        })
        .from(people)
        .crossJoin(categoryCounts)
        .crossJoin(skillCounts)
        .crossJoin(jobCounts)
        .crossJoin(proposalCounts);
      // An aggregate without GROUP BY always yields exactly one row.
      return row!;
    },
  };
}
