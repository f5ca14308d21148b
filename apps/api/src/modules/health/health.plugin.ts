import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { adminScope } from '../auth';
import { healthRoutes } from './health.routes';
import { healthDetailRoutes } from './health-detail.routes';

export const healthPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(healthRoutes, { prefix: '/api' });
    await app.register(adminScope(healthDetailRoutes), { prefix: '/api/admin' });
  },
  { name: 'health', dependencies: ['session', 'outbox', 'live'] },
);
