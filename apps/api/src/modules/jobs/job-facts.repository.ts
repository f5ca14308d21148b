import { and, count, desc, eq, ne, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowsByIds } from '../../db/reads';
import { jobs, savedJobs } from './schema';

// `::int`: count(*) is a bigint, which node-postgres hands back as a string.
const countWhere = (condition: SQL) => sql<number>`(count(*) filter (where ${condition}))::int`;

/**
 * What other modules read and end of jobs by the people who posted or saved them (profiles, the
 * admin's user page and dashboard, deleting an account), in one statement each.
 */
export function createJobFactsRepository(db: Executor) {
  return {
    /** Jobs the client has published (drafts are not "posted"). */
    async countPosted(clientId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(jobs)
        .where(and(eq(jobs.clientId, clientId), ne(jobs.status, 'draft')));
      return row?.n ?? 0;
    },

    /** The client's newest jobs (the admin's user page). */
    recentOfClient: (clientId: string, limit: number) =>
      db
        .select({
          id: jobs.id,
          title: jobs.title,
          status: jobs.status,
          isListed: jobs.isListed,
          createdAt: jobs.createdAt,
        })
        .from(jobs)
        .where(eq(jobs.clientId, clientId))
        .orderBy(desc(jobs.createdAt))
        .limit(limit),

    /** These jobs' titles by id (ids not found are left out). */
    async titlesOf(ids: readonly string[]): Promise<Map<string, string>> {
      const rows = await rowsByIds(db, jobs, { id: jobs.id, title: jobs.title }, ids);
      return new Map(rows.map((row) => [row.id, row.title]));
    },

    /** Jobs by status, and unlisted jobs of any status (the admin dashboard). */
    async counts(): Promise<{ draft: number; open: number; closed: number; unlisted: number }> {
      const [row] = await db
        .select({
          draft: countWhere(sql`${jobs.status} = 'draft'`),
          open: countWhere(sql`${jobs.status} = 'open'`),
          closed: countWhere(sql`${jobs.status} = 'closed'`),
          unlisted: countWhere(sql`not ${jobs.isListed}`),
        })
        .from(jobs);
      // An aggregate without GROUP BY always yields exactly one row.
      return row!;
    },

    /** Every job the client posted: what deleting their account looks at. */
    async idsOfClient(clientId: string): Promise<string[]> {
      const rows = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.clientId, clientId));
      return rows.map((row) => row.id);
    },

    /**
     * Deleting the client's account: their jobs go (skills and saved-job rows with them), except
     * `keepIds` (an offer or contract points at them), which stay for the other party's records,
     * closed if they were open.
     */
    async retireOf(clientId: string, keepIds: readonly string[]): Promise<void> {
      const theirs = eq(jobs.clientId, clientId);
      await db
        .delete(jobs)
        .where(and(theirs, keepIds.length > 0 ? notInArray(jobs.id, [...keepIds]) : undefined));
      await db
        .update(jobs)
        .set({ status: 'closed', updatedAt: sql`now()` })
        .where(and(theirs, eq(jobs.status, 'open')));
    },

    /** Deleting the freelancer's account: the jobs they saved are forgotten. */
    async forgetSavedBy(freelancerId: string): Promise<void> {
      await db.delete(savedJobs).where(eq(savedJobs.freelancerId, freelancerId));
    },
  };
}
