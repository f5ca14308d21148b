import { and, count, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { type EventRow, events } from '../db/schema';
import type { Clock } from '../lib/clock';
import type { EventMap, EventType, OutboxEvent } from './event-map';

export type EventHandler<K extends EventType> = (event: OutboxEvent<K>) => Promise<void>;
/** Runs in the committing process right after commit, before the caller gets its answer. */
export type CommitReaction<K extends EventType> = (payload: EventMap[K]) => void;

export type DispatcherOptions = {
  db: Database;
  log: FastifyBaseLogger;
  clock: Clock;
  /** Events claimed per statement; one per subject, handled concurrently. */
  batchSize?: number;
  /** How long a claim lasts: a dispatcher that crashed mid-event loses it after this. */
  leaseMs?: number;
  /** Tries before an event is given up (failed_at set). */
  maxAttempts?: number;
  /** How long handled events are kept (for inspection) before housekeeping deletes them. */
  retentionMs?: number;
};

export type OutboxStats = {
  pending: number;
  retrying: number;
  failed: number;
  handledSinceStart: number;
  failuresSinceStart: number;
};

const pending = and(isNull(events.handledAt), isNull(events.failedAt));

/** 1 s, 2 s, 4 s … up to 10 minutes between tries. */
export const backoffMs = (attempt: number) => Math.min(1000 * 2 ** (attempt - 1), 600_000);

const toEvent = (row: EventRow): OutboxEvent =>
  ({
    id: row.id,
    type: row.type as EventType,
    subject: row.subject,
    payload: row.payload as never,
    secret: row.secret,
    attempt: row.attempts,
    createdAt: row.createdAt,
  }) as OutboxEvent;

/**
 * Handles outbox events after commit, at least once, in order per subject. Any number of
 * dispatchers (one per instance) share the table: each claim takes due events with
 * `FOR UPDATE SKIP LOCKED` and leases them, skipping any event whose subject has an earlier one
 * still pending, so two instances never handle one event, nor two events of one subject, at once.
 */
export function createDispatcher({
  db,
  log,
  clock,
  batchSize = 20,
  leaseMs = 60_000,
  maxAttempts = 10,
  retentionMs = 7 * 24 * 3_600_000,
}: DispatcherOptions) {
  const handlers = new Map<string, Array<{ name: string; run: EventHandler<EventType> }>>();
  const reactions = new Map<string, Array<CommitReaction<EventType>>>();
  let draining: Promise<void> | null = null;
  let drainAgain = false;
  let isStopped = false;
  let lastHousekeeping = 0;
  const counters = { handled: 0, failures: 0 };

  /**
   * Due now, not leased to a live dispatcher, and first of its subject: an event whose subject has
   * an earlier one still pending waits for it.
   */
  const claimable = (now: Date) =>
    and(
      pending,
      lte(events.availableAt, now),
      or(isNull(events.claimedUntil), lt(events.claimedUntil, now)),
      sql`not exists (select 1 from ${events} earlier where earlier.subject = ${events.subject}
        and earlier.id < ${events.id} and earlier.handled_at is null and earlier.failed_at is null)`,
    );

  async function claim(): Promise<EventRow[]> {
    const now = clock.now();
    const due = db
      .select({ id: events.id })
      .from(events)
      .where(claimable(now))
      .orderBy(events.id)
      .limit(batchSize)
      .for('update', { skipLocked: true });
    return db
      .update(events)
      .set({ claimedUntil: new Date(now.getTime() + leaseMs), attempts: sql`${events.attempts} + 1` })
      .where(inArray(events.id, due))
      .returning();
  }

  async function handle(row: EventRow): Promise<void> {
    const event = toEvent(row);
    const list = handlers.get(row.type) ?? [];
    let current = '';
    try {
      for (const handler of list) {
        current = handler.name;
        await handler.run(event);
      }
      const now = clock.now();
      await db
        .update(events)
        .set({ handledAt: now, claimedUntil: null, secret: null })
        .where(eq(events.id, row.id));
      counters.handled += 1;
    } catch (err) {
      counters.failures += 1;
      const isGivenUp = row.attempts >= maxAttempts;
      const now = clock.now();
      // The message only: errors never carry the payload or the secret into the log.
      const message = (err instanceof Error ? err.message : String(err)).slice(0, 500);
      log.error(
        { eventId: row.id, type: row.type, handler: current, attempt: row.attempts, err: message },
        isGivenUp ? 'outbox: event failed for the last time' : 'outbox: handler failed, will retry',
      );
      await db
        .update(events)
        .set({
          availableAt: new Date(now.getTime() + backoffMs(row.attempts)),
          claimedUntil: null,
          lastError: `${current}: ${message}`,
          ...(isGivenUp ? { failedAt: now, secret: null } : {}),
        })
        .where(eq(events.id, row.id));
    }
  }

  async function housekeep(): Promise<void> {
    const now = clock.now().getTime();
    if (now - lastHousekeeping < 3_600_000) return;
    lastHousekeeping = now;
    await db
      .delete(events)
      .where(and(isNotNull(events.handledAt), lt(events.handledAt, new Date(now - retentionMs))));
  }

  async function drainOnce(): Promise<void> {
    do {
      drainAgain = false;
      for (let rows = await claim(); rows.length > 0 && !isStopped; rows = await claim()) {
        await Promise.all(rows.map(handle));
      }
    } while (drainAgain && !isStopped);
    await housekeep();
  }

  /** Starts a drain now, or asks the running one to look again when it is done. */
  function kick(): Promise<void> {
    if (isStopped) return Promise.resolve();
    if (draining) {
      drainAgain = true;
      return draining;
    }
    draining = drainOnce()
      .catch((err) => {
        // The database is away: the next poll or notification tries again.
        log.warn({ err: (err as Error).message }, 'outbox: could not read events');
      })
      .finally(() => {
        draining = null;
      });
    return draining;
  }

  return {
    /** Registers a handler; `name` appears in logs and in `last_error`. Handlers must be idempotent. */
    on<K extends EventType>(type: K, name: string, run: EventHandler<K>): void {
      const list = handlers.get(type) ?? [];
      list.push({ name, run: run as EventHandler<EventType> });
      handlers.set(type, list);
    },

    /** Registers a reaction that runs in the committing process at once (its own caches). */
    onCommitted<K extends EventType>(type: K, react: CommitReaction<K>): void {
      const list = reactions.get(type) ?? [];
      list.push(react as CommitReaction<EventType>);
      reactions.set(type, list);
    },

    /** The event types something reacts to: a handler, or a reaction in the committing process. */
    handledTypes(): ReadonlySet<string> {
      return new Set([...handlers.keys(), ...reactions.keys()]);
    },

    /** Called by the unit of work after a commit that wrote these events. */
    committed(written: ReadonlyArray<{ type: string; payload: unknown }>): void {
      for (const { type, payload } of written) {
        for (const react of reactions.get(type) ?? []) {
          try {
            react(payload as never);
          } catch (err) {
            log.error({ type, err: (err as Error).message }, 'outbox: commit reaction failed');
          }
        }
      }
      void kick();
    },

    kick,

    /**
     * Resolves once no event can be handled now (one waiting for its retry, or behind it, cannot).
     * Tests wait on this instead of sleeping.
     */
    async idle(timeoutMs = 30_000): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        await kick();
        const [row] = await db.select({ due: count() }).from(events).where(claimable(clock.now()));
        if (!row?.due && !draining) return;
        if (Date.now() > deadline) throw new Error(`outbox not idle after ${timeoutMs} ms: ${row?.due} due`);
        // Polling a condition (another instance may hold the due events), not waiting out a guess.
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },

    async stats(): Promise<OutboxStats> {
      const [row] = await db
        .select({
          pending: sql<number>`count(*) filter (where ${events.failedAt} is null)`.mapWith(Number),
          retrying:
            sql<number>`count(*) filter (where ${events.failedAt} is null and ${events.attempts} > 0 and ${events.lastError} is not null)`.mapWith(
              Number,
            ),
          failed: sql<number>`count(*) filter (where ${events.failedAt} is not null)`.mapWith(Number),
        })
        .from(events)
        .where(isNull(events.handledAt));
      return {
        pending: row?.pending ?? 0,
        retrying: row?.retrying ?? 0,
        failed: row?.failed ?? 0,
        handledSinceStart: counters.handled,
        failuresSinceStart: counters.failures,
      };
    },

    async stop(): Promise<void> {
      isStopped = true;
      await draining;
    },
  };
}

export type Dispatcher = ReturnType<typeof createDispatcher>;
