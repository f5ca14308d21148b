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
import { createInvitationsRepository } from './invitations.repository';

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
  const invitations = uow.bind(createInvitationsRepository);

  return {
    async invite(
      clientId: string,
      jobId: string,
      body: InviteFreelancerBody,
    ): Promise<InviteFreelancerResponse> {
      // Another client's job reads as missing: its existence is none of this client's business.
      const job = await invitations.read.findOwnJob(jobId, clientId);
      if (!job) throw notFound(JOB_NOT_FOUND);
      if (job.status !== 'open' || !job.isListed)
        throw conflict('Only an open job can take invitations. Publish or reopen it first.');
      const freelancer = await invitations.read.findUser(body.freelancerId);
      // A blocked freelancer's profile is gone, so is anyone who is not a freelancer.
      if (freelancer?.role !== 'freelancer' || freelancer.status !== 'active')
        throw notFound(FREELANCER_NOT_FOUND);
      try {
        const data = await invitations.run(async (repo, tx) => {
          const row = await repo.insert(jobId, freelancer.id, body.message);
          // An invitation opens the conversation (issue 16): either side can write at once.
          await openConversationIn(tx.db, { jobId, clientId, freelancerId: freelancer.id });
          tx.emit('invitation.created', `job:${jobId}`, {
            invitationId: row.id,
            jobId,
            freelancerId: freelancer.id,
          });
          return row;
        });
        return { data, message: `${freelancer.name} was invited to ${job.title}` };
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(`You already invited ${freelancer.name} to this job`);
        throw err;
      }
    },

    async list(freelancerId: string, query: GetInvitationsQuery): Promise<GetInvitationsResponse> {
      const { rows, total } = await invitations.read.listFor(freelancerId, query);
      return paginate.page(rows, total, query);
    },
  };
}
