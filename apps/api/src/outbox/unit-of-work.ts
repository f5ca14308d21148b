import type { Database, Executor, Transaction } from '../db/client';
import { events } from '../db/schema';
import { type Clock, systemClock } from '../lib/clock';
import { isRetryableTransactionError } from '../lib/db-errors';
import type { EventMap, EventType, NewEvent } from './event-map';
import { bindRepositories, type Repositories } from './repositories';

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

export type RunOptions = { isolation?: 'read committed' | 'repeatable read' | 'serializable' };

/** Serialization failures and deadlocks are retried this many times in all. */
const MAX_TRIES = 5;

export type UnitOfWork = {
  /**
   * Runs `work` in one transaction; the events it emits are written by one insert at its end. On
   * PostgreSQL a serialization failure or deadlock runs `work` again (so keep slow or outside work —
   * hashing, mail — out of it). After commit, `onCommit` hears which events were written.
   */
  run: <T>(work: (tx: Tx) => Promise<T>, options?: RunOptions) => Promise<T>;
  /** Every repository outside any transaction, for reads. */
  read: Repositories;
  /** The same, handing `work` a module's repositories bound to the transaction. */
  bind: <R>(makeRepos: (executor: Executor) => R) => BoundUnitOfWork<R>;
};

export type BoundUnitOfWork<R> = {
  run: <T>(work: (repos: R, tx: Tx) => Promise<T>, options?: RunOptions) => Promise<T>;
  /** The repositories outside any transaction, for reads. */
  read: R;
};

export function createUnitOfWork(
  db: Database,
  onCommit: (written: readonly NewEvent[]) => void,
  clock: Clock = systemClock,
): UnitOfWork {
  async function run<T>(work: (tx: Tx) => Promise<T>, options: RunOptions = {}): Promise<T> {
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
        if (written.length > 0) onCommit(written);
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
    bind: (makeRepos) => ({
      run: (work, options) => run((tx) => work(makeRepos(tx.db), tx), options),
      read: makeRepos(db),
    }),
  };
}
