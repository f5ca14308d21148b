import type {
  GetJobProposalsQuery,
  GetJobProposalsResponse,
  JobProposalChangeResponse,
} from '@skillora/shared';
import { notFound } from '../../lib/http-error';
import { paginate } from '../../lib/paginate';
import type { UnitOfWork } from '../../outbox';
import { PROPOSAL_NOT_FOUND, proposalLifecycle, proposalScope } from './proposal-lifecycle';

/**
 * The proposals on a client's jobs. A client shortlists or declines, and may change their mind (a
 * declined proposal can be shortlisted again).
 */
export function createClientProposalsService(uow: UnitOfWork) {
  async function review(id: string, clientId: string, move: 'shortlist' | 'decline') {
    await uow.run((tx) =>
      proposalLifecycle.apply(tx, {
        id,
        move,
        actorId: clientId,
        scope: proposalScope.onJobOf(clientId),
        set: proposalScope.touched,
      }),
    );
    const row = await uow.read.clientProposals.findForClient(id, clientId);
    if (!row) throw notFound(PROPOSAL_NOT_FOUND);
    return row;
  }

  return {
    async list(
      jobId: string,
      clientId: string,
      query: GetJobProposalsQuery,
    ): Promise<GetJobProposalsResponse> {
      const page = await uow.read.clientProposals.listForJob(jobId, clientId, query);
      if (!page) throw notFound('Job not found');
      return paginate.page(page.rows, page.total, query);
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
