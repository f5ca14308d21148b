import { moderationEndpoints } from '@skillora/shared/endpoints/moderation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http-error';
import { ADMIN_WRITE_LIMIT } from '../../lib/per-user-limit';
import { route } from '../../lib/route-of';
import { viewer } from '../auth';
import type { createWarnUser } from './warn-user';

type Options = { warn: ReturnType<typeof createWarnUser> };

/** Under /api/admin/users (inside an admin scope): warning a user. */
export const moderationRoutes: FastifyPluginAsyncZod<Options> = async (app, { warn }) => {
  route(
    app,
    moderationEndpoints.warn,
    {
      schema: {
        tags: ['admin: moderation'],
        summary:
          'Warn a client or a freelancer with a reason they are told (bell and mail), about one of their messages or in general',
        response: errorResponses(400, 401, 403, 404, 429),
      },
      config: { rateLimit: ADMIN_WRITE_LIMIT, idempotent: true },
    },
    async (request, reply) => {
      reply.code(201);
      return warn(request.params.id, viewer(request).id, request.body);
    },
  );
};
