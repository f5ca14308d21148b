import { GetHealthDetailResponseSchema } from '@skillora/shared';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http-error';

/**
 * GET /api/admin/health (inside an admin scope): the database, the outbox's backlog and failures,
 * and this instance's open live streams — what to look at when mail or live updates lag.
 */
export const healthDetailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        response: { 200: GetHealthDetailResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const isUp = await app.db.execute(sql`select 1`).then(
        () => true,
        () => false,
      );
      const outbox = isUp
        ? await app.outbox.stats()
        : { pending: 0, retrying: 0, failed: 0, handledSinceStart: 0, failuresSinceStart: 0 };
      return {
        database: isUp ? 'up' : 'down',
        outbox,
        live: { connections: app.live.connections() },
      } as const;
    },
  );
};
