import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminDashboardRoutes } from '../admin-dashboard/admin-dashboard.routes';
import { adminUsersRoutes } from '../admin-users/admin-users.routes';
import { catalogAdminRoutes } from '../catalog/catalog.routes';

/**
 * Everything under /api/admin. The admin check is one hook on this scope rather than one
 * preHandler per route, so a route added here cannot forget it; it runs on request, before the
 * body is parsed or validated, so a stranger learns nothing from validation errors.
 * admin-authorization.test.ts fails for any route here without a row in its table.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('admin'));
  await app.register(catalogAdminRoutes, { prefix: '/categories', kind: 'categories' });
  await app.register(catalogAdminRoutes, { prefix: '/skills', kind: 'skills' });
  await app.register(adminUsersRoutes, { prefix: '/users' });
  await app.register(adminDashboardRoutes);
};
