import type { Database, Transaction } from '../db/client';
import { events } from '../db/schema';
import { type Clock, systemClock } from '../lib/clock';
import { isRetryableTransactionError } from '../lib/db-errors';
import { HttpError } from '../lib/http-error';
import type { EventMap, EventType, NewEvent } from './event-map';
import { claimKey, storeAnswer } from './idempotency-keys';
import { bindRepositories, type Repositories } from './repositories';
import {
  type Answer,
  type IdempotencyKey,
  keyToClaim,
  outsideRequest,
  ReplayedAnswer,
  type RequestKey,
} from './request-key';

export type EmitOptions = {
  /** Kept only until the event is handled (a code to mail), never logged. */
  secret?: string;
  /** Not handled before this time. */
  availableAt?: Date;
};

/**
 * A use case's transaction in progress: `repos` are every module's repositories bound to it, `emit`
 * adds an event that commits with it, and `db` runs statements of the platform's own (the audit log).
 */
export type Tx = {
  db: Transaction;
  repos: Repositories;
  emit: <K extends EventType>(type: K, subject: string, payload: EventMap[K], options?: EmitOptions) => void;
};

export type RunOptions = {
  isolation?: 'read committed' | 'repeatable read' | 'serializable';
  /**
   * The first step of a two-step request (a provider call between two transactions, ADR 020): the
   * request's Idempotency-Key is claimed and left in progress (a refusal is still stored at once);
   * the transaction that finishes the request stores its answer (`storeAnswer`).
   */
  answerLater?: boolean;
};

/** Serialization failures and deadlocks are retried this many times in all. */
const MAX_TRIES = 5;

export type UnitOfWork = {
  /**
   * Runs `work` in one transaction; the events it emits are written by one insert at its end. On
   * PostgreSQL a serialization failure or deadlock runs `work` again (so keep slow or outside work —
   * hashing, mail — out of it). After commit, `onCommit` hears which events were written.
   *
   * The first `run` of a request to an idempotent route (plugins/idempotency.ts) that carries an
   * Idempotency-Key claims the key: a key already answered replays that answer instead of running
   * `work`; otherwise `work` runs in a savepoint and its answer — what it returns, or its refusal
   * (an HttpError below 500, whose changes are undone) — is stored with the change.
   */
  run: <T>(work: (tx: Tx) => Promise<T>, options?: RunOptions) => Promise<T>;
  /** Every repository outside any transaction, for reads. */
  read: Repositories;
  /**
   * How many transactions this instance has committed: a read cache keyed on it sees this
   * instance's own writes at once (lib/short-cache.ts, ADR 043).
   */
  commits: () => number;
};

type Emitted = Parameters<Tx['emit']>;

/**
 * Runs `work` in a savepoint of `tx`: its events reach the transaction only if it succeeds. A
 * refusal (4xx) rolls back to the savepoint and is returned; anything else fails the whole.
 */
async function inSavepoint<T>(
  tx: Tx,
  work: (tx: Tx) => Promise<T>,
): Promise<{ value: T } | { refused: HttpError }> {
  const emitted: Emitted[] = [];
  try {
    const value = await tx.db.transaction((savepoint) =>
      work({ db: savepoint, repos: bindRepositories(savepoint), emit: (...args) => void emitted.push(args) }),
    );
    for (const args of emitted) tx.emit(...(args as [EventType, string, never, never]));
    return { value };
  } catch (err) {
    if (!(err instanceof HttpError) || err.statusCode >= 500) throw err;
    return { refused: err };
  }
}

/** The key is claimed first, then `work` runs in a savepoint; its answer is stored unless it comes later. */
async function claimAndRun<T>(
  tx: Tx,
  request: RequestKey & { key: IdempotencyKey },
  work: (tx: Tx) => Promise<T>,
  answerLater: boolean,
): Promise<{ value: T } | { refused: HttpError } | { replay: Answer }> {
  const replay = await claimKey(tx.db, request.key);
  if (replay) return { replay };
  const result = await inSavepoint(tx, work);
  if ('refused' in result) {
    const { statusCode, message } = result.refused;
    await storeAnswer(tx.db, request.key, { status: statusCode, body: { error: message } });
  } else if (!answerLater) {
    await storeAnswer(tx.db, request.key, { status: request.status, body: result.value });
  }
  return result;
}

export function createUnitOfWork(
  db: Database,
  onCommit: (written: readonly NewEvent[]) => void,
  clock: Clock = systemClock,
): UnitOfWork {
  let commits = 0;
  async function run<T>(work: (tx: Tx) => Promise<T>, options: RunOptions = {}): Promise<T> {
    const request = keyToClaim();
    if (!request) return transact(work, options);
    const outcome = await transact(
      (tx) => claimAndRun(tx, request, work, options.answerLater ?? false),
      options,
    );
    request.claimed = true;
    if ('replay' in outcome) throw new ReplayedAnswer(outcome.replay);
    if ('refused' in outcome) throw outcome.refused;
    return outcome.value;
  }

  async function transact<T>(work: (tx: Tx) => Promise<T>, options: RunOptions): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      const written: NewEvent[] = [];
      try {
        const result = await db.transaction(
          async (transaction) => {
            const value = await work({
              db: transaction,
              repos: bindRepositories(transaction),
              emit: (type, subject, payload, emitOptions = {}) => {
                // Times from the clock the dispatcher reads, so a test that moves it sees them due.
                const now = clock.now();
                written.push({
                  type,
                  subject,
                  payload: payload as Record<string, unknown>,
                  secret: emitOptions.secret ?? null,
                  createdAt: now,
                  availableAt: emitOptions.availableAt ?? now,
                });
              },
            });
            // One insert for all of them; a statement trigger sends the NOTIFY that wakes dispatchers.
            if (written.length > 0) await transaction.insert(events).values(written);
            return value;
          },
          options.isolation ? { isolationLevel: options.isolation } : undefined,
        );
        commits++;
        // The handlers this wakes are no request's: they must not see (and claim) its key.
        if (written.length > 0) outsideRequest(() => onCommit(written));
        return result;
      } catch (err) {
        if (attempt >= MAX_TRIES || !isRetryableTransactionError(err)) throw err;
        // Jittered, growing pause so the transactions that collided do not collide again.
        await new Promise((resolve) => setTimeout(resolve, 2 ** attempt * (2 + Math.random() * 8)));
      }
    }
  }

  return {
    run,
    read: bindRepositories(db),
    commits: () => commits,
  };
}
