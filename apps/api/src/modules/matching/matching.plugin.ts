import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { clientMatchingRoutes, freelancerMatchingRoutes } from './matching.routes';

/**
 * Matches that explain themselves (issue 29, ADR 036). This module owns no table: it reads
 * candidates through the repositories of talent, jobs, profiles, proposals and contracts.
 */
export const matchingPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(clientMatchingRoutes, { prefix: '/api/client' });
    await app.register(freelancerMatchingRoutes, { prefix: '/api/freelancer' });
  },
  { name: 'matching', dependencies: ['session', 'jobs', 'talent', 'profiles', 'proposals', 'contracts'] },
);
