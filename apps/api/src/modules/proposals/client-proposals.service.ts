import type {
  GetJobProposalsQuery,
  GetJobProposalsResponse,
  JobProposalChangeResponse,
} from '@skillora/shared';
import { conflict, notFound } from '../../lib/http-error';
import { pageCount } from '../../lib/page-count';
import type { ClientProposalsRepository } from './client-proposals.repository';

const WITHDRAWN = 'The freelancer has withdrawn this proposal';

/**
 * The proposals on a client's jobs. Hiring comes with contracts; until then a client shortlists or
 * declines, and may change their mind (a declined proposal can be shortlisted again).
 */
export function createClientProposalsService(repo: ClientProposalsRepository) {
  async function setStatus(id: string, clientId: string, status: 'shortlisted' | 'declined') {
    const current = await repo.findForClient(id, clientId);
    if (!current) throw notFound('Proposal not found');
    if (current.status === 'withdrawn') throw conflict(WITHDRAWN);
    const changed = await repo.setStatus(id, clientId, status);
    if (!changed) throw conflict(WITHDRAWN);
    return { ...current, ...changed };
  }

  return {
    async list(
      jobId: string,
      clientId: string,
      query: GetJobProposalsQuery,
    ): Promise<GetJobProposalsResponse> {
      const page = await repo.listForJob(jobId, clientId, query);
      if (!page) throw notFound('Job not found');
      return {
        data: page.rows,
        total: page.total,
        page: query.page,
        pages: pageCount(page.total, query.limit),
      };
    },

    shortlist: async (id: string, clientId: string): Promise<JobProposalChangeResponse> => ({
      data: await setStatus(id, clientId, 'shortlisted'),
      message: 'Proposal shortlisted',
    }),

    decline: async (id: string, clientId: string): Promise<JobProposalChangeResponse> => ({
      data: await setStatus(id, clientId, 'declined'),
      message: 'Proposal declined',
    }),
  };
}
