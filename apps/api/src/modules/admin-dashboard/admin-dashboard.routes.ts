import { ErrorResponseSchema } from '@skillora/shared';
import { adminDashboardEndpoints } from '@skillora/shared/endpoints/admin-dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route-of';
import { readDashboardStats } from './dashboard-stats';

/** GET /api/admin/dashboard: the counts on the admin dashboard (inside an admin scope). */
export const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    adminDashboardEndpoints.stats,
    {
      schema: {
        tags: ['admin: dashboard'],
        response: { 401: ErrorResponseSchema, 403: ErrorResponseSchema },
      },
    },
    async (_request, reply) => {
      // Per-admin data: never kept by a shared cache.
      reply.header('cache-control', 'private, no-store');
      return readDashboardStats(app.uow.read);
    },
  );
};
