import type { Redis } from 'ioredis';

export type Count = { count: number; resetInMs: number };

/**
 * Counts attempts per key in fixed windows (a window starts at its key's first hit). `hit` adds
 * one and answers the new count in one atomic step, so parallel requests each see their own
 * number: none of them can read a count that a concurrent one has not added to yet. The in-memory
 * store serves one instance; the Redis store is shared by every instance behind a load balancer.
 */
export type FailureCounter = {
  hit: (key: string, windowMs: number) => Promise<Count>;
  /** Takes one hit back (an attempt that turned out fine); never below zero, window unchanged. */
  undo: (key: string) => Promise<void>;
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
    // No await between the read and the write: one JavaScript turn, so atomic in this process.
    hit: async (key, windowMs) => {
      const entry = live(key);
      if (entry) {
        entry.count += 1;
        return { count: entry.count, resetInMs: entry.resetAt - Date.now() };
      }
      // Bounded memory under a flood of distinct keys: drop the oldest entry.
      if (entries.size >= maxKeys) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.set(key, { count: 1, resetAt: Date.now() + windowMs });
      return { count: 1, resetInMs: windowMs };
    },
    undo: async (key) => {
      const entry = live(key);
      if (entry && entry.count > 0) entry.count -= 1;
    },
    clear: async (key) => {
      entries.delete(key);
    },
  };
}

const PREFIX = 'skillora:failures:';

// A plain DECR on a key that has just expired would recreate it at -1 with no expiry.
const UNDO = `local v = tonumber(redis.call('GET', KEYS[1]) or '0')
if v > 0 then return redis.call('DECR', KEYS[1]) end
return 0`;

export function createRedisFailureCounter(redis: Redis): FailureCounter {
  return {
    hit: async (key, windowMs) => {
      // MULTI/EXEC: the increment, the expiry of a new window and the read happen as one step.
      const replies = await redis
        .multi()
        .incr(PREFIX + key)
        .pexpire(PREFIX + key, windowMs, 'NX')
        .pttl(PREFIX + key)
        .exec();
      const failed = replies?.find(([err]) => err)?.[0];
      if (!replies || failed) throw failed ?? new Error('redis: transaction aborted');
      return { count: Number(replies[0]?.[1]), resetInMs: Math.max(0, Number(replies[2]?.[1])) };
    },
    undo: async (key) => {
      await redis.eval(UNDO, 1, PREFIX + key);
    },
    clear: async (key) => {
      await redis.del(PREFIX + key);
    },
  };
}
