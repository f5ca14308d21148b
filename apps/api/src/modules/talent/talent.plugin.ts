import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isForeignKeyViolation } from '../../lib/db-errors';
import { clientInvitationsRoutes, freelancerInvitationsRoutes } from './invitations.routes';
import './repositories';
import { talentSearchRoutes } from './talent-search.routes';

/** Find Talent (public search of freelancer profiles) and clients' invitations to their jobs. */
export const talentPlugin = fp(
  async (app: FastifyInstance) => {
    app.outbox.on('invitation.created', 'live: tell the freelancer', async ({ payload }) => {
      await app.live.publish({ userIds: [payload.freelancerId] }, 'invitation.created', {
        jobId: payload.jobId,
        invitationId: payload.invitationId,
      });
    });

    // Find Talent sorts and filters by reputation in its own tables (issue 26).
    app.outbox.on('reputation.changed', 'talent: keep the reputation', async ({ payload }) => {
      const { userId, role, ...reputation } = payload;
      if (role !== 'freelancer') return;
      await app.uow
        .run(({ repos }) => repos.talentReputation.save(userId, reputation))
        .catch((err: unknown) => {
          // The user was deleted since: nobody to keep it for.
          if (!isForeignKeyViolation(err)) throw err;
        });
    });

    await app.register(talentSearchRoutes, { prefix: '/api/freelancers' });
    await app.register(clientInvitationsRoutes, { prefix: '/api/client' });
    await app.register(freelancerInvitationsRoutes, { prefix: '/api/freelancer' });
  },
  { name: 'talent', dependencies: ['session', 'outbox', 'live', 'jobs'] },
);
