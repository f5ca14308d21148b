import type { JobDetail, Proposal } from '@skillora/shared';
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { categories, clientProfiles, contracts, proposals, users } from '../../db/schema';
import { profileReadySql } from '../profiles';
import {
  budgetColumns,
  categoryColumns,
  liveProposalCountOfJob,
  proposalCountOfJob,
  skillsOfJob,
  toBudgetOrNull,
  toIso,
  toIsoOrNull,
} from './job-sql';
import { jobs, savedJobs } from './schema';

export type JobForViewer = {
  job: JobDetail;
  clientId: string;
  isSaved: boolean;
  /** The viewing freelancer's profile allows proposals (issue 14). */
  canPropose: boolean;
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
  liveProposalCount: liveProposalCountOfJob,
  // 'About the client' (issue 14): the client's profile and record, in the same statement.
  client: {
    name: users.name,
    memberSince: users.createdAt,
    companyName: clientProfiles.companyName,
    location: clientProfiles.location,
    about: clientProfiles.about,
    website: clientProfiles.website,
    jobsPosted: sql<number>`(select count(*)::int from jobs client_jobs where client_jobs.client_id = ${jobs.clientId} and client_jobs.status <> 'draft')`,
    hires: sql<number>`(select count(*)::int from ${contracts} where ${contracts.clientId} = ${jobs.clientId})`,
  },
};

export function createJobDetailRepository(db: Executor) {
  // Read on every visit of a job's page, so the statement is built once (drizzle's query building
  // was a sixth of its CPU on PGlite) and PostgreSQL parses it once per connection. A visitor's
  // freelancer id is null, which matches no saved job and no proposal.
  const freelancerId = sql.placeholder('freelancerId');
  const detail = db
    .select({
      ...detailColumns,
      canPropose: profileReadySql(freelancerId),
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
    // A draft may have no category yet (issue 12).
    .leftJoin(categories, eq(categories.id, jobs.categoryId))
    .innerJoin(users, eq(users.id, jobs.clientId))
    .leftJoin(clientProfiles, eq(clientProfiles.userId, jobs.clientId))
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
        canPropose,
        myProposal: proposal,
        budgetType,
        budgetMinCents,
        budgetMaxCents,
        ...job
      } = row;
      return {
        clientId,
        isSaved,
        canPropose,
        myProposal: proposal
          ? { ...proposal, createdAt: toIso(proposal.createdAt), updatedAt: toIso(proposal.updatedAt) }
          : null,
        job: {
          ...job,
          budget: toBudgetOrNull({ budgetType, budgetMinCents, budgetMaxCents }),
          publishedAt: toIsoOrNull(job.publishedAt),
          createdAt: toIso(job.createdAt),
          updatedAt: toIso(job.updatedAt),
          client: {
            ...job.client,
            about: job.client.about ?? '',
            memberSince: toIso(job.client.memberSince),
          },
        },
      };
    },
  };
}

export type JobDetailRepository = ReturnType<typeof createJobDetailRepository>;
