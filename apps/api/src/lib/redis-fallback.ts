import type { Redis } from 'ioredis';

type Log = { warn: (msg: string) => void; info: (msg: string) => void };

/**
 * Redis is an optimisation (state shared between instances), never a dependency: while it is down,
 * every use falls back to this instance's own memory, one warning says so, and the next command
 * after it returns goes to Redis again (issue 11, ADR 015).
 */
export type RedisFallback = {
  /** Ready to take commands; when false, callers go straight to their fallback. */
  isUp: () => boolean;
  /** A command failed: warn once per outage. */
  report: (err: Error) => void;
  /** `primary`'s async methods, each answered by `fallback` while Redis is down or failing. */
  wrap: <T extends object>(primary: T, fallback: T) => T;
};

export function createRedisFallback(redis: Redis, log: Log): RedisFallback {
  let isDown = false;
  const report = (err: Error) => {
    if (isDown) return;
    isDown = true;
    log.warn(
      `Redis unavailable (${err.message}): rate limits, login throttling and live updates continue per instance until it returns`,
    );
  };
  redis.on('error', report);
  // A connection that closes without an error (a reset, a restart) is an outage too; after quit()
  // there is no reconnecting, so a shutdown warns nothing.
  redis.on('reconnecting', () => report(new Error('connection lost')));
  redis.on('ready', () => {
    if (!isDown) return;
    isDown = false;
    log.info('Redis is back: limits and live updates are shared again');
  });
  const isUp = () => redis.status === 'ready';

  const wrap = <T extends object>(primary: T, fallback: T): T =>
    new Proxy(primary, {
      get(target, name, receiver) {
        const original = Reflect.get(target, name, receiver);
        const alternative = Reflect.get(fallback, name);
        if (typeof original !== 'function' || typeof alternative !== 'function') return original;
        return async (...args: unknown[]) => {
          if (!isUp()) return alternative.apply(fallback, args);
          try {
            return await original.apply(target, args);
          } catch (err) {
            report(err as Error);
            return alternative.apply(fallback, args);
          }
        };
      },
    });

  return { isUp, report, wrap };
}
