import type { Role } from '@skillora/shared';
import type { LiveEvents } from '@skillora/shared/live-events';
import type { Redis } from 'ioredis';

/** Who a live message is for: some users' open tabs, everyone of a role, or every API instance. */
export type LiveTarget = { userIds: readonly string[] } | { role: Role } | { instances: true };

/**
 * What may be published, by type: the stream's events (packages/shared/src/live-events.ts) as
 * modules publish them, and what instances tell each other.
 */
export type LivePayloads = Omit<LiveEvents, 'ready' | 'resync' | 'session.ended'> & {
  /** Ends the listed sessions' streams (every one of the user's without `sessionIds`); the tab hears `reason`. */
  'session.ended': { sessionIds?: readonly string[]; reason?: LiveEvents['session.ended']['reason'] };
  /** To every instance: forget the cached sessions. */
  'sessions.changed': Record<string, never>;
  /** To every instance: forget the cached public list of a catalog. */
  'catalog.changed': { kind: string };
} & {
  /** The probes of tests and benches (bench/live.ts's latency); no page listens. */
  [probe: `test.${string}` | `bench.${string}`]: Record<string, unknown>;
};
export type LiveType = keyof LivePayloads;
export type InstanceType = 'sessions.changed' | 'catalog.changed' | `test.${string}`;

/** A wake-up, not the data: the browser re-reads (or asks "since") when it gets one. As sent between instances (JSON). */
export type LiveMessage = { to: LiveTarget; type: string; data: Record<string, unknown> };

export type LiveTransport = {
  publish: (json: string) => Promise<void>;
  subscribe: (onJson: (json: string) => void) => Promise<void>;
  close: () => Promise<void>;
};

const CHANNEL = 'skillora_live';

/** LISTEN/NOTIFY: across instances on PostgreSQL, in this process on PGlite. */
export function createDatabaseTransport(
  listen: (channel: string, callback: (payload: string) => void) => Promise<() => Promise<void>>,
  notify: (channel: string, payload: string) => Promise<void>,
): LiveTransport {
  let unlisten: (() => Promise<void>) | null = null;
  return {
    publish: (json) => notify(CHANNEL, json),
    subscribe: async (onJson) => {
      unlisten = await listen(CHANNEL, onJson);
    },
    // The database may already be gone (a test closing it first, a shutdown after an outage).
    close: async () => {
      await unlisten?.().catch(() => {});
    },
  };
}

/**
 * Redis pub/sub: a second connection subscribes (a subscribed connection can do nothing else). It
 * joins the channel whenever it becomes ready, so a Redis that is down at start or goes away later
 * costs nothing but `onResync` (messages published meanwhile were missed) when it is back.
 */
export function createRedisTransport(redis: Redis, onResync: () => void): LiveTransport {
  const subscriber = redis.duplicate();
  // Errors are the main connection's to report; the subscriber reconnects and resubscribes itself.
  subscriber.on('error', () => {});
  const join = () =>
    subscriber.subscribe(CHANNEL).then(
      () => {},
      () => {},
    );
  return {
    publish: async (json) => {
      await redis.publish(CHANNEL, json);
    },
    subscribe: async (onJson) => {
      subscriber.on('message', (_channel: string, json: string) => onJson(json));
      let hasJoined = subscriber.status === 'ready';
      subscriber.on('ready', () => {
        if (hasJoined) onResync();
        hasJoined = true;
        void join();
      });
      if (hasJoined) await join();
    },
    close: async () => {
      await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
}

/**
 * Fans live messages out to every instance. Publishing prefers `primary` (Redis when configured)
 * and falls back to `fallback` (the database) when it fails, so a Redis outage slows nothing down
 * and loses no wake-up; every instance listens on both.
 */
export function createLiveBus(
  transports: { primary: LiveTransport; fallback?: LiveTransport },
  onPublishError: (err: Error) => void,
) {
  const listeners = new Set<(message: LiveMessage) => void>();
  const deliver = (json: string) => {
    let message: LiveMessage;
    try {
      message = JSON.parse(json) as LiveMessage;
    } catch {
      return;
    }
    for (const listener of listeners) listener(message);
  };
  const all = [transports.primary, ...(transports.fallback ? [transports.fallback] : [])];

  return {
    start: () => Promise.all(all.map((t) => t.subscribe(deliver))),
    async publish(message: LiveMessage): Promise<void> {
      const json = JSON.stringify(message);
      try {
        await transports.primary.publish(json);
      } catch (err) {
        if (!transports.fallback) throw err;
        onPublishError(err as Error);
        await transports.fallback.publish(json);
      }
    },
    subscribe(listener: (message: LiveMessage) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: () => Promise.all(all.map((t) => t.close())),
  };
}

export type LiveBus = ReturnType<typeof createLiveBus>;
