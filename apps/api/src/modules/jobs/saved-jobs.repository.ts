import type { PageQuery } from '@skillora/shared';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type SummaryRow, summaryColumns, toIso } from './job-sql';
import { jobs, PUBLIC_JOB, savedJobs } from './schema';

export function createSavedJobsRepository(db: Executor) {
  return {
    async isPublic(jobId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.id, jobId), PUBLIC_JOB));
      return Boolean(row);
    },

    /** Saving twice is not an error: the first save's date stays. */
    async save(freelancerId: string, jobId: string): Promise<void> {
      await db.insert(savedJobs).values({ freelancerId, jobId }).onConflictDoNothing();
    },

    async unsave(freelancerId: string, jobId: string): Promise<void> {
      await db
        .delete(savedJobs)
        .where(and(eq(savedJobs.freelancerId, freelancerId), eq(savedJobs.jobId, jobId)));
    },

    /**
     * Most recently saved first. A saved job that closes or is unlisted drops out of the list (and
     * comes back if it reopens), since its page is no longer public.
     */
    async list(
      freelancerId: string,
      query: PageQuery,
    ): Promise<{ rows: Array<SummaryRow & { savedAt: string }>; total: number }> {
      const where = and(eq(savedJobs.freelancerId, freelancerId), PUBLIC_JOB);
      const [rows, [counted]] = await Promise.all([
        db
          .select({ ...summaryColumns, savedAt: savedJobs.createdAt })
          .from(savedJobs)
          .innerJoin(jobs, eq(jobs.id, savedJobs.jobId))
          .where(where)
          .orderBy(desc(savedJobs.createdAt), desc(savedJobs.jobId))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db
          .select({ total: count() })
          .from(savedJobs)
          .innerJoin(jobs, eq(jobs.id, savedJobs.jobId))
          .where(where),
      ]);
      return {
        rows: rows.map(({ savedAt, ...row }) => ({ ...row, savedAt: toIso(savedAt) })),
        total: counted?.total ?? 0,
      };
    },
  };
}

export type SavedJobsRepository = ReturnType<typeof createSavedJobsRepository>;
