import { identitiesEndpoints } from '@skillora/shared/endpoints/identities';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http-error';
import { route } from '../../lib/route-of';
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

    route(
      app,
      identitiesEndpoints.list,
      { schema: { tags, response: errorResponses(401, 403) } },
      async (request) => service.list(viewer(request).id),
    );

    route(
      app,
      identitiesEndpoints.link,
      {
        config: changeLimit,
        schema: {
          tags,
          response: errorResponses(400, 401, 403, 404, 429, 503),
        },
      },
      async (request, reply) => {
        const { url, flowToken } = await service.startLink(viewer(request), request.body.returnTo);
        setFlowCookie(reply, flowToken);
        return { url };
      },
    );

    route(
      app,
      identitiesEndpoints.unlink,
      {
        config: changeLimit,
        schema: {
          tags,
          response: errorResponses(401, 403, 404, 409, 429),
        },
      },
      async (request) => {
        await service.unlink(viewer(request).id, request.params.id);
        return { message: 'Sign-in method removed' };
      },
    );

    route(
      app,
      identitiesEndpoints.setPassword,
      {
        config: changeLimit,
        schema: {
          tags,
          response: errorResponses(400, 401, 403, 409, 429),
        },
      },
      async (request) => {
        await service.setPassword(viewer(request).id, request.body.password);
        return { message: 'Your password has been set' };
      },
    );
  };
