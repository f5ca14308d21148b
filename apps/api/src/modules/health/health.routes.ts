import { ErrorResponseSchema, HealthResponseSchema } from '@skillora/shared';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readSessionToken } from '../auth';
import { readHealthDetail } from './health-detail.routes';

/**
 * How long one database check answers for. Load balancers poll health many times a second across
 * instances; one check per second keeps that from costing a query each time, and an outage still
 * shows within a second.
 */
export const HEALTH_CHECK_TTL_MS = 1000;

/** The healthy answer never changes: serialized once, through its schema, not on every poll. */
const OK_BODY = JSON.stringify(HealthResponseSchema.parse({ status: 'ok' }));

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  let last: { isUp: boolean; at: number } | null = null;
  let pending: Promise<boolean> | null = null;

  const check = async () => {
    try {
      await app.db.execute(sql`select 1`);
      return true;
    } catch (err) {
      app.log.warn({ err }, 'health check: database unavailable');
      return false;
    }
  };

  app.get(
    '/health',
    {
      // Fifteen bytes are never worth compressing: no compression hooks on the most polled route.
      compress: false,
      schema: {
        tags: ['health'],
        response: { 200: HealthResponseSchema, 503: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      // Only a request carrying a session pays for reading it (and for an await): load balancers
      // send none.
      if (readSessionToken(request)) await app.optionalUser(request);
      if (request.user?.role === 'admin') {
        reply.header('cache-control', 'no-store');
        const detail = await readHealthDetail(app);
        if (detail.database === 'down') return reply.code(503).send({ error: 'Database unavailable' });
        return { status: 'ok' as const, detail };
      }
      const now = app.clock.now().getTime();
      if (!last || now - last.at >= HEALTH_CHECK_TTL_MS) {
        // Concurrent polls share one check.
        pending ??= check().finally(() => {
          pending = null;
        });
        last = { isUp: await pending, at: now };
      }
      reply.header('cache-control', 'no-store');
      if (!last.isUp) return reply.code(503).send({ error: 'Database unavailable' });
      // A string is sent as it is (no serializer) when the content type is set.
      return reply.type('application/json; charset=utf-8').send(OK_BODY as never);
    },
  );
};
