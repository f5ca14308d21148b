import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** Present when REDIS_URL is set: state shared by every instance (rate limits). */
    redis: Redis | null;
  }
}

export const redisPlugin = fp(
  async (app: FastifyInstance) => {
    const url = app.config.REDIS_URL;
    if (!url) {
      app.decorate('redis', null);
      return;
    }
    const redis = new Redis(url, {
      // Fail fast instead of queueing: a rate-limit check must not hang a request.
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      connectTimeout: 2000,
    });
    redis.on('error', (err) => app.log.warn({ err: err.message }, 'redis error'));
    await new Promise<void>((resolve) => {
      // Start even if Redis is down; limits then fall back as configured per use.
      if (redis.status === 'ready') resolve();
      redis.once('ready', () => resolve());
      setTimeout(resolve, 2000).unref();
    });
    app.decorate('redis', redis);
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  },
  { name: 'redis', dependencies: ['config'] },
);
