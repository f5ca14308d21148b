import type {
  GetJobProposalsQuery,
  GetJobProposalsResponse,
  JobProposalChangeResponse,
  JobProposalRow,
} from '@skillora/shared';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/http-error';
import { paginate } from '../../lib/paginate';
import type { Repositories, UnitOfWork } from '../../outbox';
import { readJobState } from '../jobs';
import { reputationOf } from '../reviews';
import { clientCardsOf } from './proposal-cards';
import { PROPOSAL_NOT_FOUND, proposalLifecycle, proposalScope } from './proposal-lifecycle';
import { needsReputationFirst, orderByReputation } from './proposals-by-reputation';

/** Whether the job is this client's: a proposal on another client's job is not found. */
const isJobOf = async (repos: Repositories, jobId: string, clientId: string) =>
  (await readJobState(repos, jobId))?.clientId === clientId;

/**
 * The proposals on a client's jobs. A client shortlists or declines, and may change their mind (a
 * declined proposal can be shortlisted again).
 */
export function createClientProposalsService(uow: UnitOfWork, clock: Clock) {
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
    const [card] = row ? await clientCardsOf(uow.read, [row], clock.now()) : [];
    if (!card) throw notFound(PROPOSAL_NOT_FOUND);
    return card;
  }

  /**
   * Sorted or filtered by the freelancers' reputation: every proposal's reputation is read (a job
   * has few proposals; still a fixed number of statements), then the page is cut in memory.
   */
  async function byReputation(jobId: string, query: GetJobProposalsQuery): Promise<GetJobProposalsResponse> {
    const { read } = uow;
    const now = clock.now();
    const proposed = await read.clientProposals.whoProposed(jobId, query);
    const reputations = await reputationOf(
      read,
      proposed.map((p) => p.freelancerId),
      now,
    );
    const ordered = orderByReputation(proposed, reputations, query);
    const ids = ordered.slice((query.page - 1) * query.limit, query.page * query.limit).map((p) => p.id);
    const found = new Map((await read.clientProposals.findMany(ids)).map((r) => [r.id, r]));
    const rows = ids.flatMap((id) => found.get(id) ?? []);
    return paginate.page(await clientCardsOf(read, rows, now, reputations), ordered.length, query);
  }

  return {
    async list(
      jobId: string,
      clientId: string,
      query: GetJobProposalsQuery,
    ): Promise<GetJobProposalsResponse> {
      if (!(await isJobOf(uow.read, jobId, clientId))) throw notFound('Job not found');
      if (needsReputationFirst(query)) return byReputation(jobId, query);
      const page = await uow.read.clientProposals.listForJob(jobId, query);
      return paginate.page(await clientCardsOf(uow.read, page.rows, clock.now()), page.total, query);
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
