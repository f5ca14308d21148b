import os from 'node:os';
import type { App } from '../src/app';
import type { DbHandle } from '../src/db/client';
import { auditLog, users } from '../src/db/schema';
import { listenOnRandomPort, openStream } from '../test/sse-client';
import { benchApp, freshDatabase, REDIS_URL, SERVER_URL } from './bench-database';
import { latencySummary } from './latency';

declare module '../src/outbox' {
  interface EventMap {
    'bench.ping': { sentAt: number };
  }
}

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 1000);
const STREAMS = Number(process.env.BENCH_STREAMS ?? 1000);

const summary = (values: number[]) => latencySummary(values, 2);

/** 1. The same small write, in its own transaction, with no event and with one. */
async function outboxCost(app: App) {
  const [actor] = await app.db
    .insert(users)
    .values({ name: 'Bench', email: `bench-${Date.now()}@example.com`, passwordHash: 'x', role: 'admin' })
    .returning({ id: users.id });
  const write = (withEvent: boolean) =>
    app.uow.run(async (tx) => {
      await tx.db.insert(auditLog).values({
        actorId: actor!.id,
        action: 'bench.write',
        entity: 'user',
        entityId: actor!.id,
        before: null,
        after: null,
      });
      if (withEvent) tx.emit('bench.ping', `bench:${Math.random()}`, { sentAt: -1 });
    });
  const timings = { without: [] as number[], with: [] as number[] };
  for (let i = 0; i < SAMPLES; i++) {
    for (const withEvent of [false, true]) {
      const started = performance.now();
      await write(withEvent);
      timings[withEvent ? 'with' : 'without'].push(performance.now() - started);
    }
  }
  await app.outbox.idle(60_000);
  return timings;
}

/** 2. Events emitted at a steady pace: from the moment run() returns (committed) to the handler. */
const committedAt = new Map<number, number>();
const lags: number[] = [];
const recordLag = async ({ payload }: { payload: { sentAt: number } }) => {
  const n = payload.sentAt;
  // The handler may run before run() has returned in this process: the lag then reads as 0.
  const at = committedAt.get(n);
  lags.push(at === undefined ? 0 : Math.max(0, performance.now() - at));
};

async function eventLag(apps: App[]) {
  lags.length = 0;
  const ratePerSecond = 200;
  for (let i = 0; i < SAMPLES; i++) {
    const n = 1_000_000 + i;
    const started = performance.now();
    await apps[0]!.uow.run(async (tx) => tx.emit('bench.ping', `lag:${i % 50}`, { sentAt: n }));
    committedAt.set(n, performance.now());
    const pause = 1000 / ratePerSecond - (performance.now() - started);
    if (pause > 0) await new Promise((resolve) => setTimeout(resolve, pause));
  }
  await Promise.all(apps.map((app) => app.outbox.idle(60_000)));
  return lags.slice();
}

/** 3. Publish on A, receive on one of B's open streams. */
async function liveDelivery(a: App, b: App, db: DbHandle) {
  const baseUrl = await listenOnRandomPort(b);
  const rows = await db.db
    .insert(users)
    .values(
      Array.from({ length: Math.max(1, STREAMS) }, (_, i) => ({
        name: `Streamer ${i}`,
        email: `streamer-${i}-${Date.now()}@example.com`,
        passwordHash: 'x',
        role: 'client' as const,
      })),
    )
    .returning({ id: users.id });
  const streams = [];
  for (const row of rows) {
    const token = await b.sessions.create(row.id);
    streams.push({ userId: row.id, stream: await openStream(baseUrl, `accessToken=${token}`) });
  }
  await Promise.all(streams.map((s) => s.stream.next('ready', 0, 30_000)));
  const delays: number[] = [];
  for (let i = 0; i < Math.min(SAMPLES, 500); i++) {
    const target = streams[i % streams.length]!;
    const from = target.stream.events.length;
    const started = performance.now();
    await a.live.publish({ userIds: [target.userId] }, 'bench.ping', { i });
    await target.stream.next('bench.ping', from, 10_000);
    delays.push(performance.now() - started);
  }
  await Promise.all(streams.map((s) => s.stream.close()));
  return delays;
}

async function main() {
  const lines: string[] = [`${new Date().toISOString()}, ${os.cpus().length} CPUs, Node ${process.version}`];
  const print = (line: string) => {
    lines.push(line);
    console.log(line);
  };

  {
    const database = await freshDatabase('pglite', 'live');
    const app = await benchApp(database.first);
    app.outbox.on('bench.ping', 'lag', recordLag);
    await app.ready();
    const cost = await outboxCost(app);
    print(`pglite  transaction without event: ${summary(cost.without)}`);
    print(`pglite  transaction with one event: ${summary(cost.with)}`);
    print(`pglite  event lag, commit → handled: ${summary(await eventLag([app]))}`);
    await app.close();
    await database.first.close();
    await database.drop();
  }

  if (!SERVER_URL) {
    print('PostgreSQL parts skipped: set BENCH_DATABASE_URL');
    return;
  }
  const database = await freshDatabase('postgres', 'live');
  const second = await database.open();
  try {
    const [a, b] = [
      await benchApp(database.first, { DATABASE_URL: database.url! }),
      await benchApp(second, { DATABASE_URL: database.url! }),
    ];
    for (const app of [a, b]) app.outbox.on('bench.ping', 'lag', recordLag);
    await Promise.all([a.ready(), b.ready()]);
    const cost = await outboxCost(a);
    print(`postgres transaction without event: ${summary(cost.without)}`);
    print(`postgres transaction with one event: ${summary(cost.with)}`);
    print(`postgres event lag, commit → handled (two instances): ${summary(await eventLag([a, b]))}`);
    print(
      `postgres live A → stream on B, LISTEN/NOTIFY, ${STREAMS} streams: ${summary(await liveDelivery(a, b, database.first))}`,
    );
    await Promise.all([a.close(), b.close()]);

    const [c, d] = [
      await benchApp(database.first, { DATABASE_URL: database.url!, REDIS_URL }),
      await benchApp(second, { DATABASE_URL: database.url!, REDIS_URL }),
    ];
    await Promise.all([c.ready(), d.ready()]);
    print(
      `postgres live A → stream on B, Redis pub/sub, ${STREAMS} streams: ${summary(await liveDelivery(c, d, database.first))}`,
    );
    await Promise.all([c.close(), d.close()]);
  } finally {
    await second.close();
    await database.first.close();
    await database.drop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
