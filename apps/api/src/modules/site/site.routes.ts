import { SiteInfoResponseSchema, SiteViewerResponseSchema } from '@skillora/shared/schemas/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Public facts the landing page shows (footer contact), from configuration. */
export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/site',
    { schema: { tags: ['site'], response: { 200: SiteInfoResponseSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return { email: app.config.SITE_EMAIL, phone: app.config.SITE_PHONE };
    },
  );

  // The public top bar asks who is looking; a visitor is an answer, not an error (no 401 in the
  // console of every visitor's landing page).
  app.get(
    '/site/viewer',
    {
      preHandler: app.optionalUser,
      schema: { tags: ['site'], response: { 200: SiteViewerResponseSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { user: request.user ?? null };
    },
  );
};
