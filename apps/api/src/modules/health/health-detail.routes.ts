import { type GetHealthDetailResponse, GetHealthDetailResponseSchema } from '@skillora/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http-error';

/** The database, the outbox's backlog and failures, and this instance's open live streams. */
export async function readHealthDetail(app: FastifyInstance): Promise<GetHealthDetailResponse> {
  const isUp = await app.db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  const outbox = isUp
    ? await app.outbox.stats()
    : { pending: 0, retrying: 0, failed: 0, handledSinceStart: 0, failuresSinceStart: 0 };
  return { database: isUp ? 'up' : 'down', outbox, live: { connections: app.live.connections() } };
}

/**
 * GET /api/admin/health (inside an admin scope): the detail alone — what to look at when mail or
 * live updates lag. GET /api/health carries the same for an admin's session.
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
      return readHealthDetail(app);
    },
  );
};
