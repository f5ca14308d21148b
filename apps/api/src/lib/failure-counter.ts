import type { Redis } from 'ioredis';

/**
 * Counts failures per key in fixed windows. The in-memory store serves one instance; the Redis
 * store is shared by every instance behind a load balancer.
 */
export type FailureCounter = {
  /** Failures so far in the current window and ms until it resets. */
  peek: (key: string) => Promise<{ count: number; resetInMs: number }>;
  hit: (key: string, windowMs: number) => Promise<void>;
  clear: (key: string) => Promise<void>;
};

export function createMemoryFailureCounter(maxKeys = 100_000): FailureCounter {
  const entries = new Map<string, { count: number; resetAt: number }>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.resetAt <= Date.now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    peek: async (key) => {
      const entry = live(key);
      return entry
        ? { count: entry.count, resetInMs: entry.resetAt - Date.now() }
        : { count: 0, resetInMs: 0 };
    },
    hit: async (key, windowMs) => {
      const entry = live(key);
      if (entry) {
        entry.count += 1;
        return;
      }
      // Bounded memory under a flood of distinct keys: drop the oldest entry.
      if (entries.size >= maxKeys) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.set(key, { count: 1, resetAt: Date.now() + windowMs });
    },
    clear: async (key) => {
      entries.delete(key);
    },
  };
}

const PREFIX = 'skillora:failures:';

export function createRedisFailureCounter(redis: Redis): FailureCounter {
  return {
    peek: async (key) => {
      const [count, ttl] = await Promise.all([redis.get(PREFIX + key), redis.pttl(PREFIX + key)]);
      return { count: Number(count ?? 0), resetInMs: Math.max(0, ttl) };
    },
    hit: async (key, windowMs) => {
      // The window starts at the first failure: set the expiry only when the key is new.
      await redis
        .multi()
        .incr(PREFIX + key)
        .pexpire(PREFIX + key, windowMs, 'NX')
        .exec();
    },
    clear: async (key) => {
      await redis.del(PREFIX + key);
    },
  };
}
