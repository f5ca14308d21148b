import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { liveRoutes } from './live.routes';
import {
  createDatabaseTransport,
  createLiveBus,
  createRedisTransport,
  type InstanceType,
  type LiveMessage,
  type LivePayloads,
  type LiveTarget,
  type LiveType,
} from './live-bus';
import { createStreamRegistry } from './stream-registry';

type InstanceHandler = (data: Record<string, unknown>) => void;
/** The types whose payload may be left out. */
type Bare = { [T in LiveType]: Record<string, never> extends LivePayloads[T] ? T : never }[LiveType];

export type Live = {
  /** Sends a wake-up to users' open tabs (or to every instance), on whichever instance holds them. */
  publish: {
    (to: LiveTarget, type: Bare): Promise<void>;
    <T extends LiveType>(to: LiveTarget, type: T, data: LivePayloads[T]): Promise<void>;
  };
  /** Runs `handler` on every instance when something publishes `type` to `{ instances: true }`. */
  onInstance: <T extends InstanceType>(type: T, handler: (data: LivePayloads[T]) => void) => void;
  /** Open streams on this instance. */
  connections: () => number;
  /** Whether the user has a tab open on this instance (the notifications' "offline" test). */
  isConnected: (userId: string) => boolean;
};

declare module 'fastify' {
  interface FastifyInstance {
    live: Live;
  }
}

/**
 * The live-update channel (ADR 013): one Server-Sent Events stream per tab, fed by a bus that
 * crosses instances — Redis pub/sub when REDIS_URL is set (the database's NOTIFY if Redis fails),
 * LISTEN/NOTIFY otherwise (in this process on PGlite).
 */
export const livePlugin = fp(
  async (app: FastifyInstance) => {
    const notify = async (channel: string, payload: string) => {
      await app.db.execute(sql`select pg_notify(${channel}, ${payload})`);
    };
    const database = createDatabaseTransport(app.dbHandle.listen, notify);
    const registry = createStreamRegistry();
    // Wake-ups sent while a listening connection was down are lost: every tab reads again.
    const resync = () => registry.broadcast('resync', {});
    const bus = createLiveBus(
      app.redis
        ? { primary: createRedisTransport(app.redis, resync), fallback: database }
        : { primary: database },
      // Sent through the database instead; one warning per Redis outage (lib/redis-fallback.ts).
      (err) => app.redisFallback?.report(err),
    );
    const instanceHandlers = new Map<string, InstanceHandler[]>();

    bus.subscribe((message: LiveMessage) => {
      if (!('instances' in message.to)) return registry.deliver(message);
      for (const handler of instanceHandlers.get(message.type) ?? []) handler(message.data);
    });

    app.decorate('live', {
      publish: (to: LiveTarget, type: LiveType, data: Record<string, unknown> = {}) =>
        bus.publish({ to, type, data }),
      onInstance: (type, handler) => {
        // What arrives for `type` is what publish() sent with it: LivePayloads[type], as JSON.
        const onData: InstanceHandler = (data) => handler(data as LivePayloads[typeof type]);
        instanceHandlers.set(type, [...(instanceHandlers.get(type) ?? []), onData]);
      },
      connections: () => registry.count(),
      isConnected: (userId) => registry.has(userId),
    } satisfies Live);

    app.addHook('onReady', async () => {
      await bus.start();
      app.dbHandle.onMissedNotifications(resync);
    });
    // Open streams would hold the server open; they end first (browsers reconnect elsewhere).
    app.addHook('preClose', async () => registry.endAll());
    app.addHook('onClose', async () => {
      await bus.close();
    });

    await app.register(liveRoutes, { prefix: '/api/events', registry });
  },
  { name: 'live', dependencies: ['db', 'redis'] },
);
