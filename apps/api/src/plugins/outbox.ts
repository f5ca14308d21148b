import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '../lib/clock';
import { createDispatcher, createUnitOfWork, type Dispatcher, type UnitOfWork } from '../outbox';

declare module 'fastify' {
  interface FastifyInstance {
    /** Register event handlers (`on`) and commit reactions (`onCommitted`); see ADR 013. */
    outbox: Dispatcher;
    /** Opens the one transaction of a use case; its events commit with it. */
    uow: UnitOfWork;
    clock: Clock;
  }
}

/** A safety net under the notifications: retries fall due, and a lost NOTIFY costs at most this. */
const POLL_MS = 1000;
const WAKE_CHANNEL = 'skillora_events';

export const outboxPlugin = fp(
  async (app: FastifyInstance, opts: { clock: Clock }) => {
    const dispatcher = createDispatcher({ db: app.db, log: app.log, clock: opts.clock });
    app.decorate('clock', opts.clock);
    app.decorate('outbox', dispatcher);
    app.decorate(
      'uow',
      createUnitOfWork(app.db, (written) => dispatcher.committed(written), opts.clock),
    );

    let poll: NodeJS.Timeout | null = null;
    let unlisten: (() => Promise<void>) | null = null;
    // After every plugin has registered its handlers: events left by a crash are handled now.
    app.addHook('onReady', async () => {
      unlisten = await app.dbHandle.listen(WAKE_CHANNEL, () => void dispatcher.kick());
      app.dbHandle.onMissedNotifications(() => void dispatcher.kick());
      poll = setInterval(() => void dispatcher.kick(), POLL_MS);
      poll.unref();
      void dispatcher.kick();
    });
    // Before anything a handler uses (the mailer, the database) closes.
    app.addHook('preClose', async () => {
      if (poll) clearInterval(poll);
      await unlisten?.().catch(() => {});
      await dispatcher.stop();
    });
  },
  { name: 'outbox', dependencies: ['db'] },
);
