import {
  BID_SCHEMAS,
  type BudgetType,
  type GetMyProposalsQuery,
  type GetMyProposalsResponse,
  type JobStatus,
  type ProposalChangeResponse,
  type ProposalFields,
  type ProposalStatus,
  proposalBlockedMessage,
  type ScreeningAnswer,
} from '@skillora/shared';
import { isUniqueViolation } from '../../lib/db-errors';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error';
import { paginate } from '../../lib/paginate';
import type { UnitOfWork } from '../../outbox';
import { readJobState, toBudget } from '../jobs';
import { readProposalReadiness } from '../profiles';
import { attachProposalFiles, oneWithFiles, withFiles } from './proposal-files';
import { PROPOSAL_NOT_FOUND, proposalLifecycle, proposalScope } from './proposal-lifecycle';
import { toProposal } from './proposal-sql';

export const ALREADY_PROPOSED = 'You have already sent a proposal for this job';
const JOB_CLOSED = 'This job is closed; its proposals can no longer be changed';

/** A bid is a total on a fixed-price job and a rate on an hourly one, with that type's limits. */
/** A job open to proposals always has a budget type (jobs_complete_check); null only on a draft. */
function assertBidFits(budgetType: BudgetType | null, bidCents: number) {
  const checked = BID_SCHEMAS[budgetType ?? 'fixed'].safeParse(bidCents);
  if (!checked.success) throw badRequest(checked.error.issues[0]?.message ?? 'Bid is not valid');
}

/**
 * A proposal answers each of the job's screening questions (issue 32), in their order; stored with
 * the question it answers, so later edits of the job keep what was asked.
 */
function answered(questions: readonly string[], answers: readonly string[]): ScreeningAnswer[] {
  if (answers.length !== questions.length)
    throw badRequest(
      questions.length === 0
        ? 'This job has no screening questions to answer'
        : 'Answer each screening question',
    );
  return questions.map((question, i) => ({ question, answer: answers[i]! }));
}

function assertChangeable(status: ProposalStatus, jobStatus: JobStatus) {
  if (status === 'withdrawn') throw conflict('You have withdrawn this proposal');
  if (status === 'declined') throw conflict('This proposal was declined');
  if (jobStatus !== 'open') throw conflict(JOB_CLOSED);
}

declare module '../../outbox' {
  interface EventMap {
    /** A freelancer sent a proposal: the job's client hears of it at once. */
    'proposal.submitted': { proposalId: string; jobId: string; clientId: string; freelancerId: string };
  }
}

/** A freelancer's own proposals: another freelancer's proposal id is simply not found. */
export function createFreelancerProposalsService(uow: UnitOfWork) {
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
      const job = await readJobState(uow.read, jobId);
      if (!job?.isListed || job.status === 'draft') throw notFound('Job not found');
      // Closed, or filled by a hire (issue 15).
      if (job.status !== 'open') throw conflict('This job is no longer accepting proposals');
      assertBidFits(job.budgetType, fields.bidCents);
      const answers = answered(job.questions, fields.answers);
      // Clients hire people: a proposal waits for a profile with a title, overview, skills and rate.
      const profile = await readProposalReadiness(uow.read, freelancerId);
      if (!profile.canPropose) throw forbidden(proposalBlockedMessage(profile.missing));
      try {
        const data = await uow.run(async (tx) => {
          const { attachments, ...written } = fields;
          const proposal = await tx.repos.freelancerProposals.insert(jobId, freelancerId, {
            ...written,
            answers,
          });
          await attachProposalFiles(tx.repos, proposal.id, freelancerId, attachments ?? [], {
            replace: false,
          });
          tx.emit('proposal.submitted', `job:${jobId}`, {
            proposalId: proposal.id,
            jobId,
            clientId: job.clientId,
            freelancerId,
          });
          return oneWithFiles(tx.repos, proposal);
        });
        return { data, message: 'Proposal sent' };
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(ALREADY_PROPOSED);
        throw err;
      }
    },

    /** In one transaction: the job's state (the jobs module's) is read where the change is made. */
    edit: (id: string, freelancerId: string, fields: ProposalFields): Promise<ProposalChangeResponse> =>
      uow.run(async (tx) => {
        const current = await tx.repos.freelancerProposals.findMine(id, freelancerId);
        const job = current && (await readJobState(tx.repos, current.jobId));
        if (!current || !job) throw notFound(PROPOSAL_NOT_FOUND);
        assertChangeable(current.status, job.status);
        assertBidFits(job.budgetType, fields.bidCents);
        const answers = answered(job.questions, fields.answers);
        // The update re-checks the status in SQL, against a race with the client or a withdrawal.
        const { attachments, ...written } = fields;
        const updated = await tx.repos.freelancerProposals.update(id, freelancerId, { ...written, answers });
        if (!updated) throw conflict('This proposal can no longer be changed');
        await attachProposalFiles(tx.repos, id, freelancerId, attachments, { replace: true });
        return { data: await oneWithFiles(tx.repos, updated), message: 'Proposal updated' };
      }),

    withdraw: (id: string, freelancerId: string): Promise<ProposalChangeResponse> =>
      uow.run(async (tx) => {
        // Another freelancer's proposal reads as missing: the move below answers 404 for it.
        const mine = await tx.repos.freelancerProposals.findMine(id, freelancerId);
        const job = mine && (await readJobState(tx.repos, mine.jobId));
        const { row } = await proposalLifecycle.apply(tx, {
          id,
          move: 'withdraw',
          actorId: freelancerId,
          scope: proposalScope.by(freelancerId),
          guard: { when: proposalScope.jobOpen(job?.status === 'open'), refusal: JOB_CLOSED },
          set: proposalScope.touched,
        });
        return { data: await oneWithFiles(tx.repos, toProposal(row)), message: 'Proposal withdrawn' };
      }),

    async list(freelancerId: string, query: GetMyProposalsQuery): Promise<GetMyProposalsResponse> {
      const page = await uow.read.freelancerProposals.listMine(freelancerId, query);
      const { total } = page;
      const rows = await withFiles(uow.read, page.rows);
      const jobs = new Map(
        (await uow.read.jobs.findCards(rows.map((r) => r.jobId))).map((job) => [job.id, job]),
      );
      const data = rows.flatMap((row) => {
        const job = jobs.get(row.jobId);
        // The proposal's foreign key: a row without its job was deleted with it meanwhile.
        if (!job) return [];
        const { id, title, status, isListed } = job;
        return [{ ...row, job: { id, title, status, isListed, budget: toBudget(job) } }];
      });
      return paginate.page(data, total, query);
    },
  };
}
