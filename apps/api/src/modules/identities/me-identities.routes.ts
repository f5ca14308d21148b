import {
  LinkIdentityRequestSchema,
  ListIdentitiesResponseSchema,
  MessageResponseSchema,
  OidcStartResponseSchema,
  SetPasswordRequestSchema,
  UuidParamsSchema,
} from '@skillora/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http-error';
import { viewer } from '../auth';
import type { IdentitiesService } from './identities.service';
import { setFlowCookie } from './oidc.routes';

const changeLimit = { rateLimit: { max: 20, timeWindow: '1 minute' } };

/** /api/me: the signed-in user's sign-in methods (Profile Settings, issue 17). */
export const meIdentitiesRoutes =
  (service: IdentitiesService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['me: sign-in methods'];
    app.addHook('preHandler', app.requireRole('client', 'freelancer'));

    app.get(
      '/identities',
      { schema: { tags, response: { 200: ListIdentitiesResponseSchema, ...errorResponses(401, 403) } } },
      async (request) => service.list(viewer(request).id),
    );

    app.post(
      '/identities/link',
      {
        config: changeLimit,
        schema: {
          tags,
          body: LinkIdentityRequestSchema,
          response: { 200: OidcStartResponseSchema, ...errorResponses(400, 401, 403, 404, 429, 503) },
        },
      },
      async (request, reply) => {
        const { url, flowToken } = await service.startLink(viewer(request), request.body.returnTo);
        setFlowCookie(reply, flowToken);
        return { url };
      },
    );

    app.delete(
      '/identities/:id',
      {
        config: changeLimit,
        schema: {
          tags,
          params: UuidParamsSchema,
          response: { 200: MessageResponseSchema, ...errorResponses(401, 403, 404, 409, 429) },
        },
      },
      async (request) => {
        await service.unlink(viewer(request).id, request.params.id);
        return { message: 'Sign-in method removed' };
      },
    );

    app.post(
      '/password',
      {
        config: changeLimit,
        schema: {
          tags,
          body: SetPasswordRequestSchema,
          response: { 200: MessageResponseSchema, ...errorResponses(400, 401, 403, 409, 429) },
        },
      },
      async (request) => {
        await service.setPassword(viewer(request).id, request.body.password);
        return { message: 'Your password has been set' };
      },
    );
  };
