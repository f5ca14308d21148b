import { adminUsersEndpoints } from '@skillora/shared/endpoints/admin-users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http-error';
import { ADMIN_WRITE_LIMIT } from '../../lib/per-user-limit';
import { route } from '../../lib/route-of';
import { viewer } from '../auth';
import { createAdminUsersService } from './admin-users.service';

const errors = errorResponses(400, 401, 403, 404, 429);
const write = { rateLimit: ADMIN_WRITE_LIMIT, idempotent: true } as const;

/** Clients and freelancers for the admin lists, at /api/admin/users (inside an admin scope). */
export const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAdminUsersService(app.uow, app.sessions);
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
    async (request) => service.get(request.params.id, app.clock.now()),
  );

  route(
    app,
    adminUsersEndpoints.block,
    {
      schema: {
        tags,
        summary: 'Block a user with a reason they are shown at login; their sessions end at once',
        response: errors,
      },
      config: write,
    },
    async (request) => service.block(request.params.id, viewer(request).id, request.body.reason),
  );

  route(
    app,
    adminUsersEndpoints.unblock,
    { schema: { tags, summary: 'Unblock a user (the reason is cleared)', response: errors }, config: write },
    async (request) => service.unblock(request.params.id, viewer(request).id),
  );
};
