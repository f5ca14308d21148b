import {
  BlockUserResponseSchema,
  GetUserResponseSchema,
  GetUsersRequestSchema,
  GetUsersResponseSchema,
  UnblockUserResponseSchema,
  UuidParamsSchema,
} from '@skillora/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http-error';
import { viewer } from '../auth';
import { createAdminUsersService } from './admin-users.service';

const errors = errorResponses(400, 401, 403, 404);

/** Clients and freelancers for the admin lists, at /api/admin/users (inside an admin scope). */
export const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAdminUsersService(app.uow, app.sessions);
  const tags = ['admin: users'];
  const params = UuidParamsSchema;

  app.get(
    '',
    {
      schema: {
        tags,
        querystring: GetUsersRequestSchema,
        response: { 200: GetUsersResponseSchema, ...errors },
      },
    },
    async (request) => service.list(request.query),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'One client or freelancer in full',
        params,
        response: { 200: GetUserResponseSchema, ...errors },
      },
    },
    async (request) => service.get(request.params.id, app.clock.now()),
  );

  app.put(
    '/:id/block',
    { schema: { tags, params, response: { 200: BlockUserResponseSchema, ...errors } } },
    async (request) => service.block(request.params.id, viewer(request).id),
  );

  app.put(
    '/:id/unblock',
    { schema: { tags, params, response: { 200: UnblockUserResponseSchema, ...errors } } },
    async (request) => service.unblock(request.params.id, viewer(request).id),
  );
};
