import { adminUsersEndpoints } from '@skillora/shared/endpoints/admin-users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, notFound } from '../../lib/http-error';
import { route } from '../../lib/route-of';
import { viewer } from '../auth';
import { createAdminUserDetailRepository } from './admin-user-detail.repository';
import { createAdminUsersService } from './admin-users.service';

const errors = errorResponses(400, 401, 403, 404);

/** Clients and freelancers for the admin lists, at /api/admin/users (inside an admin scope). */
export const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAdminUsersService(app.uow, app.sessions);
  const detail = createAdminUserDetailRepository(app.db);
  const tags = ['admin: users'];

  route(
    app,
    adminUsersEndpoints.list,
    {
      schema: {
        tags,
        response: errors,
      },
    },
    async (request) => service.list(request.query),
  );

  route(
    app,
    adminUsersEndpoints.get,
    {
      schema: {
        tags,
        summary: 'One client or freelancer in full',
        response: errors,
      },
    },
    async (request) => {
      const found = await detail.find(request.params.id, app.clock.now());
      if (!found) throw notFound('User not found');
      return { data: found };
    },
  );

  route(app, adminUsersEndpoints.block, { schema: { tags, response: errors } }, async (request) =>
    service.block(request.params.id, viewer(request).id),
  );

  route(app, adminUsersEndpoints.unblock, { schema: { tags, response: errors } }, async (request) =>
    service.unblock(request.params.id, viewer(request).id),
  );
};
