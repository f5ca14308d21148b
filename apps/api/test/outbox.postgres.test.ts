import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DbHandle, openDatabase } from '../src/db/client';
import { events } from '../src/db/schema';
import { systemClock } from '../src/lib/clock';
import { createDispatcher, createUnitOfWork } from '../src/outbox';
import { rawRows } from './raw-rows';
import { createTestDatabase } from './test-db';

declare module '../src/outbox' {
  interface EventMap {
    'test.count': { n: number };
  }
}

// Several instances on one PostgreSQL server: each its own pool, as behind a load balancer.
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let second: DbHandle;
const log = pino({ level: 'silent' });

beforeAll(async () => {
  database = await createTestDatabase();
  second = await openDatabase({ databaseUrl: database.url!, dataDir: 'unused' });
});
afterAll(async () => {
  await second.close();
  await database.drop();
});

describe('the outbox on PostgreSQL with two instances', () => {
  it('never handles one event twice: 1 000 events, two dispatchers, each event once', async () => {
    const runs = new Map<number, number>();
    const handledBy = { a: 0, b: 0 };
    const dispatchers = (['a', 'b'] as const).map((name, i) => {
      const dispatcher = createDispatcher({ db: [database.handle, second][i]!.db, log, clock: systemClock });
      dispatcher.on('test.count', 'count', async ({ payload }) => {
        runs.set(payload.n, (runs.get(payload.n) ?? 0) + 1);
        handledBy[name] += 1;
        // Yield, so the two really interleave.
        await new Promise((resolve) => setImmediate(resolve));
      });
      return dispatcher;
    });
    const uow = createUnitOfWork(database.handle.db, () => {});
    for (let batch = 0; batch < 10; batch++) {
      await uow.run(async (tx) => {
        for (let i = 0; i < 100; i++) {
          const n = batch * 100 + i;
          tx.emit('test.count', `subject-${n % 37}`, { n });
        }
      });
    }
    await Promise.all(dispatchers.map((d) => d.idle(60_000)));
    expect(runs.size).toBe(1000);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    // Both took part.
    expect(handledBy.a).toBeGreaterThan(0);
    expect(handledBy.b).toBeGreaterThan(0);
    const [left] = await rawRows<{ n: number }>(
      database.handle.db,
      sql`select count(*)::int as n from ${events} where handled_at is null`,
    );
    expect(left?.n).toBe(0);
  });

  it('runs a transaction again after a serialization failure, so both writers succeed', async () => {
    await database.handle.db.execute(sql`create table if not exists counter (id int primary key, n int)`);
    await database.handle.db.execute(sql`insert into counter values (1, 0) on conflict do nothing`);
    const uows = [database.handle, second].map((h) => createUnitOfWork(h.db, () => {}));
    let tries = 0;
    // Two serializable read-modify-writes of one row, started together: one of them must fail
    // with 40001 on its first try, and the unit of work runs it again.
    let arrived = 0;
    let release: () => void = () => {};
    const bothRead = new Promise<void>((resolve) => {
      release = resolve;
    });
    await Promise.all(
      uows.map((uow) =>
        uow.run(
          async (tx) => {
            tries += 1;
            const [row] = await rawRows<{ n: number }>(tx.db, sql`select n from counter where id = 1`);
            arrived += 1;
            if (arrived === 2) release();
            if (tries <= 2) await bothRead;
            await tx.db.execute(sql`update counter set n = ${row!.n + 1} where id = 1`);
          },
          { isolation: 'serializable' },
        ),
      ),
    );
    const [row] = await rawRows<{ n: number }>(database.handle.db, sql`select n from counter where id = 1`);
    expect(row?.n).toBe(2);
    expect(tries).toBe(3);
  });
});
