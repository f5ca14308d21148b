import { siteEndpoints } from '@skillora/shared/endpoints/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route-of';

/** Public facts the landing page shows (footer contact), from configuration. */
export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, siteEndpoints.info, { schema: { tags: ['site'] } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return { email: app.config.SITE_EMAIL, phone: app.config.SITE_PHONE };
  });

  // The public top bar asks who is looking; a visitor is an answer, not an error (no 401 in the
  // console of every visitor's landing page).
  route(
    app,
    siteEndpoints.viewer,
    {
      preHandler: app.optionalUser,
      schema: { tags: ['site'] },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { user: request.user ?? null };
    },
  );
};
