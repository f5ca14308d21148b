import {
  BID_SCHEMAS,
  type BudgetType,
  type GetMyProposalsQuery,
  type GetMyProposalsResponse,
  type JobStatus,
  type ProposalChangeResponse,
  type ProposalFields,
  type ProposalStatus,
} from '@skillora/shared';
import { isUniqueViolation } from '../../lib/db-errors';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { pageCount } from '../../lib/page-count';
import type { FreelancerProposalsRepository } from './freelancer-proposals.repository';

export const ALREADY_PROPOSED = 'You have already sent a proposal for this job';
const PROPOSAL_NOT_FOUND = 'Proposal not found';

/** A bid is a total on a fixed-price job and a rate on an hourly one, with that type's limits. */
function assertBidFits(budgetType: BudgetType, bidCents: number) {
  const checked = BID_SCHEMAS[budgetType].safeParse(bidCents);
  if (!checked.success) throw badRequest(checked.error.issues[0]?.message ?? 'Bid is not valid');
}

function assertChangeable(proposal: { status: ProposalStatus; job: { status: JobStatus } }) {
  if (proposal.status === 'withdrawn') throw conflict('You have withdrawn this proposal');
  if (proposal.status === 'declined') throw conflict('This proposal was declined');
  if (proposal.job.status !== 'open')
    throw conflict('This job is closed; its proposals can no longer be changed');
}

/** A freelancer's own proposals: another freelancer's proposal id is simply not found. */
export function createFreelancerProposalsService(repo: FreelancerProposalsRepository) {
  /** Loads my proposal and checks it can still change; the update re-checks in SQL against races. */
  async function change(
    id: string,
    freelancerId: string,
    fields: Partial<ProposalFields> & { status?: 'withdrawn' },
  ) {
    const current = await repo.findMine(id, freelancerId);
    if (!current) throw notFound(PROPOSAL_NOT_FOUND);
    assertChangeable(current);
    if (fields.bidCents !== undefined) assertBidFits(current.job.budgetType, fields.bidCents);
    const updated = await repo.update(id, freelancerId, fields);
    if (!updated) throw conflict('This proposal can no longer be changed');
    return updated;
  }

  return {
    /**
     * Once per job: the unique index on (job, freelancer) decides, so of two submits racing
     * exactly one is stored and the other gets 409.
     */
    async submit(
      jobId: string,
      freelancerId: string,
      fields: ProposalFields,
    ): Promise<ProposalChangeResponse> {
      const job = await repo.findJob(jobId);
      if (!job?.isListed || job.status === 'draft') throw notFound('Job not found');
      if (job.status === 'closed') throw conflict('This job is no longer accepting proposals');
      assertBidFits(job.budgetType, fields.bidCents);
      try {
        return { data: await repo.insert(jobId, freelancerId, fields), message: 'Proposal sent' };
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(ALREADY_PROPOSED);
        throw err;
      }
    },

    edit: async (
      id: string,
      freelancerId: string,
      fields: ProposalFields,
    ): Promise<ProposalChangeResponse> => ({
      data: await change(id, freelancerId, fields),
      message: 'Proposal updated',
    }),

    withdraw: async (id: string, freelancerId: string): Promise<ProposalChangeResponse> => ({
      data: await change(id, freelancerId, { status: 'withdrawn' }),
      message: 'Proposal withdrawn',
    }),

    async list(freelancerId: string, query: GetMyProposalsQuery): Promise<GetMyProposalsResponse> {
      const { rows, total } = await repo.listMine(freelancerId, query);
      return { data: rows, total, page: query.page, pages: pageCount(total, query.limit) };
    },
  };
}
