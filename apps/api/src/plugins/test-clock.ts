import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MovableClock } from '../lib/clock';

/**
 * TEST_CLOCK only: an admin moves the server's clock forward, and the timed work that falls due
 * (auto-release, the end of a payout hold) runs before the answer — so an end-to-end test crosses
 * days without sleeping. Never set TEST_CLOCK on a real deployment.
 */
export const testClockPlugin = fp(
  async (app: FastifyInstance, opts: { clock: MovableClock }) => {
    app.withTypeProvider<ZodTypeProvider>().post(
      '/api/test/clock/advance',
      {
        onRequest: app.requireRole('admin'),
        schema: {
          hide: true,
          body: z.object({
            ms: z
              .number()
              .int()
              .min(0)
              .max(365 * 86_400_000),
          }),
          response: { 200: z.object({ now: z.string() }) },
        },
      },
      async (request) => {
        opts.clock.advance(request.body.ms);
        await app.outbox.idle();
        return { now: app.clock.now().toISOString() };
      },
    );
  },
  { name: 'test-clock', dependencies: ['outbox', 'session'] },
);
