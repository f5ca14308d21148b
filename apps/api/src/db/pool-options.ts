import type pg from 'pg';

/** How long the app waits on PostgreSQL before it answers 503 instead (ADR 015). */
export type DbTimeouts = {
  /** Server-side `statement_timeout`: a slow query or a wait on a lock ends with SQLSTATE 57014. */
  statementMs: number;
  /** Opening a connection (the pool's `connectionTimeoutMillis`). */
  connectMs: number;
  /** An idle pooled connection is closed after this, so dead ones do not linger. */
  idleMs: number;
};

export const DEFAULT_DB_TIMEOUTS: DbTimeouts = { statementMs: 10_000, connectMs: 3_000, idleMs: 30_000 };

/**
 * A database that vanishes without a reset (a partition, a dead host) never answers, so the
 * server's statement timeout never reaches us: the client gives up this much later on its own.
 */
const CLIENT_GRACE_MS = 2_000;
const KEEPALIVE_DELAY_MS = 10_000;

export function poolConfig(connectionString: string, t: DbTimeouts): pg.PoolConfig {
  return {
    connectionString,
    max: 10,
    connectionTimeoutMillis: t.connectMs,
    idleTimeoutMillis: t.idleMs,
    statement_timeout: t.statementMs,
    query_timeout: t.statementMs + CLIENT_GRACE_MS,
    // A transaction left open by a bug must not hold its locks for ever.
    idle_in_transaction_session_timeout: t.statementMs * 6,
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEPALIVE_DELAY_MS,
  };
}
