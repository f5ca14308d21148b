import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { createRedisFallback, type RedisFallback } from '../lib/redis-fallback';

declare module 'fastify' {
  interface FastifyInstance {
    /** Present when REDIS_URL is set: state shared by every instance (rate limits). */
    redis: Redis | null;
    /** Present with `redis`: what every use falls back to while it is down (lib/redis-fallback.ts). */
    redisFallback: RedisFallback | null;
  }
}

/** Bounds on every Redis command, so a Redis that stops answering costs a request this much at most. */
const COMMAND_TIMEOUT_MS = 1000;
const CONNECT_TIMEOUT_MS = 2000;

export const redisPlugin = fp(
  async (app: FastifyInstance) => {
    const url = app.config.REDIS_URL;
    if (!url) {
      app.decorate('redis', null);
      app.decorate('redisFallback', null);
      return;
    }
    const redis = new Redis(url, {
      // Fail fast instead of queueing: a rate-limit check must not hang a request. ioredis keeps
      // reconnecting in the background, and the next command after it is back uses Redis again.
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      connectTimeout: CONNECT_TIMEOUT_MS,
      commandTimeout: COMMAND_TIMEOUT_MS,
    });
    app.decorate('redis', redis);
    app.decorate('redisFallback', createRedisFallback(redis, app.log));
    await new Promise<void>((resolve) => {
      // Start even if Redis is down: every use falls back until it is there.
      if (redis.status === 'ready') resolve();
      redis.once('ready', () => resolve());
      redis.once('error', () => resolve());
      setTimeout(resolve, CONNECT_TIMEOUT_MS).unref();
    });
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  },
  { name: 'redis', dependencies: ['config'] },
);
