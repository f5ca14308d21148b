import type { JobDetail } from '@skillora/shared';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { budgetColumns, outer, skillIdsOfJob, toBudgetOrNull, toIso, toIsoOrNull } from './job-sql';
import { jobs, savedJobs } from './schema';

/** A job's page as this module holds it: the names, counts and client's record are other modules'. */
export type JobPageRow = Omit<
  JobDetail,
  'category' | 'skills' | 'proposalCount' | 'liveProposalCount' | 'client' | 'attachments'
> & {
  clientId: string;
  categoryId: string | null;
  skillIds: string[];
  /** Jobs the client has published (drafts are not "posted"). */
  jobsPosted: number;
  isSaved: boolean;
};

const detailColumns = {
  id: jobs.id,
  clientId: jobs.clientId,
  title: jobs.title,
  description: jobs.description,
  categoryId: jobs.categoryId,
  skillIds: skillIdsOfJob,
  ...budgetColumns,
  experienceLevel: jobs.experienceLevel,
  duration: jobs.duration,
  status: jobs.status,
  isListed: jobs.isListed,
  unlistReason: jobs.unlistReason,
  questions: jobs.questions,
  hiresNeeded: jobs.hiresNeeded,
  hires: jobs.hires,
  publishedAt: jobs.publishedAt,
  createdAt: jobs.createdAt,
  updatedAt: jobs.updatedAt,
  jobsPosted: sql<number>`(select count(*)::int from jobs client_jobs where client_jobs.client_id = ${outer('client_id')} and client_jobs.status <> 'draft')`,
};

export function createJobDetailRepository(db: Executor) {
  // Read on every visit of a job's page, so the statement is built once (drizzle's query building
  // was a sixth of its CPU on PGlite) and PostgreSQL parses it once per connection. A visitor's
  // freelancer id is null, which matches no saved job.
  const freelancerId = sql.placeholder('freelancerId');
  const detail = db
    .select({
      ...detailColumns,
      isSaved: sql<boolean>`exists (select 1 from ${savedJobs} where ${savedJobs.jobId} = ${jobs.id} and ${savedJobs.freelancerId} = ${freelancerId})`,
    })
    .from(jobs)
    .where(eq(jobs.id, sql.placeholder('id')))
    .prepare('job_detail');

  return {
    /**
     * One job with what this module holds of its page, in one statement; with a freelancer id it
     * also says whether they saved it (job-page.ts adds what other modules hold).
     */
    async findDetail(id: string, viewerFreelancerId: string | null = null): Promise<JobPageRow | null> {
      const [row] = await detail.execute({ id, freelancerId: viewerFreelancerId });
      if (!row) return null;
      const { budgetType, budgetMinCents, budgetMaxCents, ...job } = row;
      return {
        ...job,
        budget: toBudgetOrNull({ budgetType, budgetMinCents, budgetMaxCents }),
        publishedAt: toIsoOrNull(job.publishedAt),
        createdAt: toIso(job.createdAt),
        updatedAt: toIso(job.updatedAt),
      };
    },
  };
}

export type JobDetailRepository = ReturnType<typeof createJobDetailRepository>;
