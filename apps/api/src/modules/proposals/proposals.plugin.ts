import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { clientProposalsRoutes } from './client-proposals.routes';
import { freelancerProposalsRoutes } from './freelancer-proposals.routes';
import './proposal-files';
import './repositories';

/** Proposals: freelancers send and manage theirs; clients review those on their jobs. */
export const proposalsPlugin = fp(
  async (app: FastifyInstance) => {
    // The client's open tabs refresh My Jobs' proposal counts without a reload.
    app.outbox.on('proposal.submitted', 'live: tell the client', async ({ payload }) => {
      await app.live.publish({ userIds: [payload.clientId] }, 'proposal.created', {
        jobId: payload.jobId,
        proposalId: payload.proposalId,
      });
    });

    await app.register(clientProposalsRoutes, { prefix: '/api/client' });
    await app.register(freelancerProposalsRoutes, { prefix: '/api/freelancer' });
  },
  { name: 'proposals', dependencies: ['session', 'outbox', 'live', 'jobs'] },
);
