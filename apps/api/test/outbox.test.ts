import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../src/db/client';
import { events } from '../src/db/schema';
import { createManualClock } from '../src/lib/clock';
import { backoffMs, createDispatcher, createUnitOfWork, type Dispatcher } from '../src/outbox';
import { createTestDatabase } from './test-db';
import { waitFor } from './wait-for';

declare module '../src/outbox' {
  interface EventMap {
    'test.step': { n: number };
    'test.flaky': { n: number };
  }
}

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: DbHandle;
const log = pino({ level: 'silent' });

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.handle;
});
afterAll(async () => database.drop());

/** A dispatcher and a unit of work on the test database, as the outbox plugin wires them. */
function outbox() {
  const clock = createManualClock(new Date());
  const dispatcher = createDispatcher({ db: db.db, log, clock, maxAttempts: 3 });
  const uow = createUnitOfWork(db.db, (written) => dispatcher.committed(written), clock);
  return { dispatcher, uow, clock };
}

const clear = () => db.db.delete(events);

describe('unit of work', () => {
  it('writes the events of a committed transaction, and none of one that rolled back', async () => {
    await clear();
    const { uow, dispatcher } = outbox();
    const seen: number[] = [];
    dispatcher.on('test.step', 'record', async ({ payload }) => {
      seen.push(payload.n);
    });
    await uow.run(async (tx) => tx.emit('test.step', 'subject-a', { n: 1 }));
    await expect(
      uow.run(async (tx) => {
        tx.emit('test.step', 'subject-a', { n: 2 });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await dispatcher.idle();
    expect(seen).toEqual([1]);
    expect(await db.db.select({ n: sql<number>`(payload->>'n')::int` }).from(events)).toEqual([{ n: 1 }]);
  });

  it('runs commit reactions in this process before run() returns', async () => {
    const { uow, dispatcher } = outbox();
    const reacted: number[] = [];
    dispatcher.onCommitted('test.step', ({ n }) => reacted.push(n));
    await uow.run(async (tx) => tx.emit('test.step', 'subject-b', { n: 7 }));
    expect(reacted).toEqual([7]);
    await dispatcher.idle();
  });
});

describe('dispatcher', () => {
  it('handles events in order per subject, each once, and clears their secrets', async () => {
    await clear();
    const { uow, dispatcher } = outbox();
    const bySubject = new Map<string, number[]>();
    const secrets: Array<string | null> = [];
    dispatcher.on('test.step', 'record', async ({ subject, payload, secret }) => {
      bySubject.set(subject, [...(bySubject.get(subject) ?? []), payload.n]);
      secrets.push(secret);
    });
    for (let n = 1; n <= 30; n++) {
      await uow.run(async (tx) => tx.emit('test.step', `s${n % 3}`, { n }, { secret: `code-${n}` }));
    }
    await dispatcher.idle();
    for (const [subject, seen] of bySubject) {
      const expected = Array.from({ length: 30 }, (_, i) => i + 1).filter((n) => `s${n % 3}` === subject);
      expect(seen).toEqual(expected);
    }
    expect(secrets.sort()).toEqual(Array.from({ length: 30 }, (_, i) => `code-${i + 1}`).sort());
    const stored = await db.db.select({ secret: events.secret, handledAt: events.handledAt }).from(events);
    expect(stored.every((row) => row.secret === null && row.handledAt !== null)).toBe(true);
  });

  it('retries a failing handler after a growing pause, holds back its subject, then gives up visibly', async () => {
    await clear();
    const { uow, dispatcher, clock } = outbox();
    const tries: number[] = [];
    const others: number[] = [];
    dispatcher.on('test.flaky', 'always fails', async ({ attempt }) => {
      tries.push(attempt);
      throw new Error('smtp down');
    });
    dispatcher.on('test.step', 'record', async ({ payload }) => {
      others.push(payload.n);
    });
    await uow.run(async (tx) => {
      tx.emit('test.flaky', 'same-subject', { n: 1 }, { secret: 'code' });
      tx.emit('test.step', 'same-subject', { n: 2 });
      tx.emit('test.step', 'other-subject', { n: 3 });
    });
    await dispatcher.idle();
    expect(tries).toEqual([1]);
    // The other subject went ahead; the flaky event's own subject waits behind it.
    expect(others).toEqual([3]);
    expect(await dispatcher.stats()).toMatchObject({ pending: 2, retrying: 1, failed: 0 });

    clock.advance(backoffMs(1) - 1);
    await dispatcher.idle();
    expect(tries).toEqual([1]);
    clock.advance(1);
    await dispatcher.idle();
    expect(tries).toEqual([1, 2]);
    clock.advance(backoffMs(2));
    await dispatcher.idle();
    expect(tries).toEqual([1, 2, 3]);

    // Given up after maxAttempts: visible, its secret gone, and its subject moves on.
    expect(others).toEqual([3, 2]);
    expect(await dispatcher.stats()).toMatchObject({ pending: 0, failed: 1 });
    const [failed] = await db.db.select().from(events).where(eq(events.type, 'test.flaky'));
    expect(failed).toMatchObject({ attempts: 3, secret: null, lastError: 'always fails: smtp down' });
    expect(failed?.failedAt).not.toBeNull();
  });

  it('takes over an event whose dispatcher died mid-way, once its lease has run out', async () => {
    await clear();
    const clock = createManualClock(new Date());
    const crashed = createDispatcher({ db: db.db, log, clock, leaseMs: 60_000 });
    crashed.on('test.step', 'hangs', () => new Promise<never>(() => {}));
    const uow = createUnitOfWork(db.db, () => {}, clock);
    await uow.run(async (tx) => tx.emit('test.step', 'lease', { n: 1 }));
    void crashed.kick();
    await waitFor(async () => {
      const [row] = await db.db.select({ claimedUntil: events.claimedUntil }).from(events);
      return row?.claimedUntil !== null;
    });

    const survivor = createDispatcher({ db: db.db, log, clock });
    const seen: number[] = [];
    survivor.on('test.step', 'record', async ({ payload, attempt }) => {
      seen.push(payload.n, attempt);
    });
    await survivor.kick();
    expect(seen).toEqual([]);
    clock.advance(60_001);
    await survivor.kick();
    expect(seen).toEqual([1, 2]);
  });
});

export type { Dispatcher };
