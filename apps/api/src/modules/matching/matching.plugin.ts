import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerJobsForYou } from './jobs-for-you';
import { clientMatchingRoutes, freelancerMatchingRoutes } from './matching.routes';
import { createMatchingService } from './matching.service';
import './repositories';

/**
 * Matches that explain themselves (issue 29, ADR 036). It reads candidates through the
 * repositories of talent, jobs, profiles, proposals and contracts, and owns one table: the weekly
 * jobs mail's due dates (ADR 041).
 */
export const matchingPlugin = fp(
  async (app: FastifyInstance) => {
    registerJobsForYou({
      outbox: app.outbox,
      uow: app.uow,
      clock: app.clock,
      matching: createMatchingService(app.uow),
    });
    await app.register(clientMatchingRoutes, { prefix: '/api/client' });
    await app.register(freelancerMatchingRoutes, { prefix: '/api/freelancer' });
  },
  {
    name: 'matching',
    dependencies: [
      'session',
      'outbox',
      'jobs',
      'talent',
      'profiles',
      'proposals',
      'contracts',
      'notifications',
    ],
  },
);
