import type {
  GetInvitationsQuery,
  GetInvitationsResponse,
  InviteFreelancerBody,
  InviteFreelancerResponse,
} from '@skillora/shared';
import { isUniqueViolation } from '../../lib/db-errors';
import { conflict, notFound } from '../../lib/http-error';
import { paginate } from '../../lib/paginate';
import type { UnitOfWork } from '../../outbox';
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
        const repo = tx.repos.invitations;
        // Another client's job reads as missing: its existence is none of this client's business.
        const job = await repo.findOwnJob(jobId, clientId);
        if (!job) throw notFound(JOB_NOT_FOUND);
        if (job.status !== 'open' || !job.isListed)
          throw conflict('Only an open job can take invitations. Publish or reopen it first.');
        const freelancer = await repo.findUser(body.freelancerId);
        // A blocked freelancer's profile is gone, so is anyone who is not a freelancer.
        if (freelancer?.role !== 'freelancer' || freelancer.status !== 'active')
          throw notFound(FREELANCER_NOT_FOUND);
        const data = await repo.insert(jobId, freelancer.id, body.message).catch((err: unknown) => {
          throw isUniqueViolation(err) ? conflict(`You already invited ${freelancer.name} to this job`) : err;
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

    async list(freelancerId: string, query: GetInvitationsQuery): Promise<GetInvitationsResponse> {
      const { rows, total } = await uow.read.invitations.listFor(freelancerId, query);
      return paginate.page(rows, total, query);
    },
  };
}
