import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { adminScope } from '../auth';
import { adminDashboardRoutes } from './admin-dashboard.routes';

export const adminDashboardPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(adminScope(adminDashboardRoutes), { prefix: '/api/admin' });
  },
  { name: 'admin-dashboard', dependencies: ['session'] },
);
