import rateLimit from '@fastify/rate-limit';
import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  createMemoryFailureCounter,
  createRedisFailureCounter,
  type FailureCounter,
} from '../lib/failure-counter';
import { tooManyRequests } from '../lib/http-error';
import { createFallbackRateLimitStore } from '../lib/rate-limit-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** Failure counts (login throttling), shared through Redis when REDIS_URL is set. */
    failureCounter: FailureCounter;
    /**
     * Route config for public endpoints that cost CPU (job and talent search, job and profile
     * pages): per IP and route,
     * PUBLIC_RATE_LIMIT_PER_MINUTE a minute, far above what a person clicks (ADR 015).
     */
    publicRateLimit: FastifyContextConfig;
    /** Route config for GET /api/files/{id}: PUBLIC_FILES_RATE_MULTIPLIER times publicRateLimit. */
    publicFilesRateLimit: FastifyContextConfig;
  }
}

/**
 * One page loads many files where it makes one data request: a public profile shows a photo and
 * up to 20 portfolio items of 3 images each (61 files), a page of Find Talent a photo per card. Ten
 * times the public budget lets one address open about fifty such pages a minute (a few dozen people
 * behind one NAT), and the files are immutable, so a browser fetches each one once.
 */
export const PUBLIC_FILES_RATE_MULTIPLIER = 10;

/**
 * Per-IP request limits, opted into by each route's `config.rateLimit` (auth routes). With Redis
 * the counts are shared by every instance; without it each instance counts alone.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance) => {
    const nameSpace = 'skillora:rate:';
    await app.register(rateLimit, {
      global: false,
      // With Redis, shared counts that fall back to this instance's while it is down.
      ...(app.redis && app.redisFallback
        ? { store: createFallbackRateLimitStore(app.redis, nameSpace, app.redisFallback) }
        : {}),
      nameSpace,
      // A store failing anyway: serve rather than refuse everyone.
      skipOnError: true,
      errorResponseBuilder: (_request, context) =>
        tooManyRequests('Too many requests, please try again later', context.ttl / 1000),
    });
    const perMinute = app.config.PUBLIC_RATE_LIMIT_PER_MINUTE;
    const perMinuteLimit = (max: number): FastifyContextConfig => ({
      rateLimit: max > 0 ? { max, timeWindow: '1 minute' } : false,
    });
    app.decorate('publicRateLimit', perMinuteLimit(perMinute));
    app.decorate('publicFilesRateLimit', perMinuteLimit(perMinute * PUBLIC_FILES_RATE_MULTIPLIER));
    app.decorate(
      'failureCounter',
      app.redis && app.redisFallback
        ? app.redisFallback.wrap(createRedisFailureCounter(app.redis), createMemoryFailureCounter())
        : createMemoryFailureCounter(),
    );
  },
  { name: 'rate-limit', dependencies: ['redis'] },
);
