import type {
  GetInvitationsQuery,
  GetInvitationsResponse,
  Invitation,
  InviteFreelancerBody,
  InviteFreelancerResponse,
} from '@skillora/shared';
import { isUniqueViolation } from '../../lib/db-errors';
import { conflict, notFound } from '../../lib/http-error';
import { paginate } from '../../lib/paginate';
import type { UnitOfWork } from '../../outbox';
import { userAccounts } from '../auth';
import { toBudget } from '../jobs';
import { openConversationIn } from '../messages';

declare module '../../outbox' {
  interface EventMap {
    /** A client invited a freelancer to a job: the freelancer's open tabs hear of it. */
    'invitation.created': { invitationId: string; jobId: string; freelancerId: string };
  }
}

export const JOB_NOT_FOUND = 'Job not found';
export const FREELANCER_NOT_FOUND = 'Freelancer not found';

/** Invite to job: a client's open job, an active freelancer, once per pair. */
export function createInvitationsService(uow: UnitOfWork) {
  return {
    invite: (
      clientId: string,
      jobId: string,
      body: InviteFreelancerBody,
    ): Promise<InviteFreelancerResponse> =>
      uow.run(async (tx) => {
        const [job] = await tx.repos.jobs.findCards([jobId]);
        // Another client's job reads as missing: its existence is none of this client's business.
        if (job?.clientId !== clientId) throw notFound(JOB_NOT_FOUND);
        if (job.status !== 'open' || !job.isListed)
          throw conflict('Only an open job can take invitations. Publish or reopen it first.');
        const freelancer = await userAccounts.find(tx.repos, body.freelancerId);
        // A blocked freelancer's profile is gone, so is anyone who is not a freelancer.
        if (freelancer?.role !== 'freelancer' || freelancer.status !== 'active')
          throw notFound(FREELANCER_NOT_FOUND);
        const data = await tx.repos.invitations
          .insert(jobId, freelancer.id, body.message)
          .catch((err: unknown) => {
            throw isUniqueViolation(err)
              ? conflict(`You already invited ${freelancer.name} to this job`)
              : err;
          });
        // An invitation opens the conversation (issue 16): either side can write at once.
        await openConversationIn(tx, { jobId, clientId, freelancerId: freelancer.id });
        tx.emit('invitation.created', `job:${jobId}`, {
          invitationId: data.id,
          jobId,
          freelancerId: freelancer.id,
        });
        return { data, message: `${freelancer.name} was invited to ${job.title}` };
      }),

    /**
     * A freelancer's invitations, newest first, each with its job (jobs), the client's name (auth)
     * and whether they proposed on it (proposals): one batched read per owner (ADR 026).
     */
    async list(freelancerId: string, query: GetInvitationsQuery): Promise<GetInvitationsResponse> {
      const { read } = uow;
      const jobs = new Map(
        (await read.jobs.findCards(await read.invitations.jobIdsOf(freelancerId))).map((j) => [j.id, j]),
      );
      // A draft never takes an invitation; a job an admin unlisted drops out, as from the public board.
      const hidden = [...jobs.values()].filter((j) => !j.isListed).map((j) => j.id);
      const { rows, total } = await read.invitations.listFor(freelancerId, hidden, query);
      const pageJobs = rows.flatMap((r) => jobs.get(r.jobId) ?? []);
      const [clients, proposals] = await Promise.all([
        read.users.findCards(pageJobs.map((j) => j.clientId)),
        read.freelancerProposals.findOnJobs(
          freelancerId,
          pageJobs.map((j) => j.id),
        ),
      ]);
      const clientName = new Map(clients.map((c) => [c.id, c.name]));
      const proposedOn = new Set(proposals.filter((p) => p.status !== 'withdrawn').map((p) => p.jobId));
      const data: Invitation[] = rows.flatMap((row) => {
        const job = jobs.get(row.jobId);
        const client = job && clientName.get(job.clientId);
        // Invited after the jobs were read (it shows on the next read), or a client deleted meanwhile.
        if (!job || client === undefined) return [];
        return [
          {
            id: row.id,
            message: row.message,
            createdAt: row.createdAt.toISOString(),
            job: { id: job.id, title: job.title, budget: toBudget(job), isOpen: job.isPublic },
            client: { name: client },
            hasProposed: proposedOn.has(job.id),
          },
        ];
      });
      return paginate.page(data, total, query);
    },
  };
}
