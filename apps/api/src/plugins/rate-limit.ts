import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  createMemoryFailureCounter,
  createRedisFailureCounter,
  type FailureCounter,
} from '../lib/failure-counter';
import { tooManyRequests } from '../lib/http-error';

declare module 'fastify' {
  interface FastifyInstance {
    /** Failure counts (login throttling), shared through Redis when REDIS_URL is set. */
    failureCounter: FailureCounter;
  }
}

/**
 * Per-IP request limits, opted into by each route's `config.rateLimit` (auth routes). With Redis
 * the counts are shared by every instance; without it each instance counts alone.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(rateLimit, {
      global: false,
      redis: app.redis ?? undefined,
      nameSpace: 'skillora:rate:',
      // Redis down: serve rather than refuse everyone.
      skipOnError: true,
      errorResponseBuilder: (_request, context) =>
        tooManyRequests('Too many requests, please try again later', context.ttl / 1000),
    });
    app.decorate(
      'failureCounter',
      app.redis ? createRedisFailureCounter(app.redis) : createMemoryFailureCounter(),
    );
  },
  { name: 'rate-limit', dependencies: ['redis'] },
);
