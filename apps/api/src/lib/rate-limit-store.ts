import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { Redis } from 'ioredis';
import type { RedisFallback } from './redis-fallback';

type Incr = FastifyRateLimitStore['incr'];
type StoreParams = { continueExceeding?: boolean; exponentialBackoff?: boolean };

/**
 * @fastify/rate-limit's own Redis store, answered by its in-memory store while Redis is down: the
 * limits then hold per instance instead of being skipped (its `skipOnError`) or failing requests.
 */
export function createFallbackRateLimitStore(
  redis: Redis,
  nameSpace: string,
  fallback: RedisFallback,
): FastifyRateLimitStoreCtor {
  class FallbackStore implements FastifyRateLimitStore {
    private readonly shared: FastifyRateLimitStore;
    private readonly local: FastifyRateLimitStore;

    constructor(
      params: StoreParams,
      stores?: { shared: FastifyRateLimitStore; local: FastifyRateLimitStore },
    ) {
      this.shared =
        stores?.shared ??
        new RedisStore(params.continueExceeding, params.exponentialBackoff, redis, nameSpace);
      this.local = stores?.local ?? new LocalStore(params.continueExceeding, params.exponentialBackoff);
    }

    incr(...[key, callback, timeWindow, max]: Parameters<Incr>): void {
      if (!fallback.isUp()) {
        this.local.incr(key, callback, timeWindow, max);
        return;
      }
      this.shared.incr(
        key,
        (err, result) => {
          if (!err) {
            callback(null, result);
            return;
          }
          fallback.report(err);
          this.local.incr(key, callback, timeWindow, max);
        },
        timeWindow,
        max,
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      return new FallbackStore(
        {},
        { shared: this.shared.child(routeOptions), local: this.local.child(routeOptions) },
      );
    }
  }
  return FallbackStore;
}
