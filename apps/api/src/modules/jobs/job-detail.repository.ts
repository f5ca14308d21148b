import type { JobDetail, Proposal } from '@skillora/shared';
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { categories, jobs, proposals, savedJobs, users } from '../../db/schema';
import {
  budgetColumns,
  categoryColumns,
  proposalCountOfJob,
  skillsOfJob,
  toBudget,
  toIso,
  toIsoOrNull,
} from './job-sql';

export type JobForViewer = {
  job: JobDetail;
  clientId: string;
  isSaved: boolean;
  myProposal: Proposal | null;
};

const myProposal = alias(proposals, 'my_proposal');

const detailColumns = {
  id: jobs.id,
  clientId: jobs.clientId,
  title: jobs.title,
  description: jobs.description,
  category: categoryColumns,
  skills: skillsOfJob,
  ...budgetColumns,
  experienceLevel: jobs.experienceLevel,
  duration: jobs.duration,
  status: jobs.status,
  isListed: jobs.isListed,
  unlistReason: jobs.unlistReason,
  publishedAt: jobs.publishedAt,
  createdAt: jobs.createdAt,
  updatedAt: jobs.updatedAt,
  proposalCount: proposalCountOfJob,
  client: { name: users.name, memberSince: users.createdAt },
};

export function createJobDetailRepository(db: Executor) {
  // Read on every visit of a job's page, so the statement is built once (drizzle's query building
  // was a sixth of its CPU on PGlite) and PostgreSQL parses it once per connection. A visitor's
  // freelancer id is null, which matches no saved job and no proposal.
  const freelancerId = sql.placeholder('freelancerId');
  const detail = db
    .select({
      ...detailColumns,
      isSaved: sql<boolean>`exists (select 1 from ${savedJobs} where ${savedJobs.jobId} = ${jobs.id} and ${savedJobs.freelancerId} = ${freelancerId})`,
      myProposal: {
        id: myProposal.id,
        jobId: myProposal.jobId,
        coverLetter: myProposal.coverLetter,
        bidCents: myProposal.bidCents,
        duration: myProposal.duration,
        status: myProposal.status,
        createdAt: myProposal.createdAt,
        updatedAt: myProposal.updatedAt,
      },
    })
    .from(jobs)
    .innerJoin(categories, eq(categories.id, jobs.categoryId))
    .innerJoin(users, eq(users.id, jobs.clientId))
    .leftJoin(myProposal, and(eq(myProposal.jobId, jobs.id), eq(myProposal.freelancerId, freelancerId)))
    .where(eq(jobs.id, sql.placeholder('id')))
    .prepare('job_detail');

  return {
    /**
     * One job with everything its page shows, in one statement. With a freelancer id it also says
     * whether they saved it and carries their proposal on it.
     */
    async findDetail(id: string, viewerFreelancerId: string | null = null): Promise<JobForViewer | null> {
      const [row] = await detail.execute({ id, freelancerId: viewerFreelancerId });
      if (!row) return null;
      const {
        clientId,
        isSaved,
        myProposal: proposal,
        budgetType,
        budgetMinCents,
        budgetMaxCents,
        ...job
      } = row;
      return {
        clientId,
        isSaved,
        myProposal: proposal
          ? { ...proposal, createdAt: toIso(proposal.createdAt), updatedAt: toIso(proposal.updatedAt) }
          : null,
        job: {
          ...job,
          budget: toBudget({ budgetType, budgetMinCents, budgetMaxCents }),
          publishedAt: toIsoOrNull(job.publishedAt),
          createdAt: toIso(job.createdAt),
          updatedAt: toIso(job.updatedAt),
          client: { name: job.client.name, memberSince: toIso(job.client.memberSince) },
        },
      };
    },
  };
}

export type JobDetailRepository = ReturnType<typeof createJobDetailRepository>;
