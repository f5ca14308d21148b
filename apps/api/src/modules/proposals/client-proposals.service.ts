import type {
  GetJobProposalsQuery,
  GetJobProposalsResponse,
  JobProposalChangeResponse,
  JobProposalRow,
} from '@skillora/shared';
import { notFound } from '../../lib/http-error';
import { paginate } from '../../lib/paginate';
import type { Repositories, UnitOfWork } from '../../outbox';
import { readJobState } from '../jobs';
import { clientCardsOf } from './proposal-cards';
import { PROPOSAL_NOT_FOUND, proposalLifecycle, proposalScope } from './proposal-lifecycle';

/** Whether the job is this client's: a proposal on another client's job is not found. */
const isJobOf = async (repos: Repositories, jobId: string, clientId: string) =>
  (await readJobState(repos, jobId))?.clientId === clientId;

/**
 * The proposals on a client's jobs. A client shortlists or declines, and may change their mind (a
 * declined proposal can be shortlisted again).
 */
export function createClientProposalsService(uow: UnitOfWork) {
  async function review(
    id: string,
    clientId: string,
    move: 'shortlist' | 'decline',
  ): Promise<JobProposalRow> {
    await uow.run(async (tx) => {
      const proposal = await tx.repos.clientProposals.find(id);
      if (!proposal || !(await isJobOf(tx.repos, proposal.jobId, clientId)))
        throw notFound(PROPOSAL_NOT_FOUND);
      await proposalLifecycle.apply(tx, { id, move, actorId: clientId, set: proposalScope.touched });
    });
    const row = await uow.read.clientProposals.find(id);
    const [card] = row ? await clientCardsOf(uow.read, [row]) : [];
    if (!card) throw notFound(PROPOSAL_NOT_FOUND);
    return card;
  }

  return {
    async list(
      jobId: string,
      clientId: string,
      query: GetJobProposalsQuery,
    ): Promise<GetJobProposalsResponse> {
      const [isTheirs, page] = await Promise.all([
        isJobOf(uow.read, jobId, clientId),
        uow.read.clientProposals.listForJob(jobId, query),
      ]);
      if (!isTheirs) throw notFound('Job not found');
      return paginate.page(await clientCardsOf(uow.read, page.rows), page.total, query);
    },

    shortlist: async (id: string, clientId: string): Promise<JobProposalChangeResponse> => ({
      data: await review(id, clientId, 'shortlist'),
      message: 'Proposal shortlisted',
    }),

    decline: async (id: string, clientId: string): Promise<JobProposalChangeResponse> => ({
      data: await review(id, clientId, 'decline'),
      message: 'Proposal declined',
    }),
  };
}
