/**
 * What means "the database is not there (now)", not "your input is bad": such a failure answers 503
 * with Retry-After (plugins/errors.ts), never 500. ADR 015 lists the classes.
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
/**
 * SQLSTATE classes 08 connection exception, 53 insufficient resources (disk full, out of memory,
 * too many connections), 55 object not in prerequisite state (not accepting connections, a lock
 * not available), 57 operator intervention (shutdown, starting up, statement timeout), 58 system
 * error (I/O); and 25006, a read-only server (a standby during a failover).
 */
const UNAVAILABLE_SQLSTATE = /^(08|53|55|57|58)...$|^25006$/;
const UNAVAILABLE_TEXT =
  /connection terminated|timeout exceeded when trying to connect|Query read timeout|PGlite is closed|Client has encountered a connection error|Connection terminated unexpectedly/i;

export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; depth++) {
    const { code, message, cause } = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) {
      return true;
    }
    if (typeof message === 'string' && UNAVAILABLE_TEXT.test(message)) return true;
    e = cause;
  }
  return false;
}

function hasSqlState(err: unknown, state: string): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; depth++) {
    if ((e as { code?: unknown }).code === state) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** Postgres unique_violation, wherever Drizzle wrapped it. */
export const isUniqueViolation = (err: unknown) => hasSqlState(err, '23505');

/** Postgres foreign_key_violation: a reference to a row that is gone (a user deleted meanwhile). */
export const isForeignKeyViolation = (err: unknown) => hasSqlState(err, '23503');

/** Postgres check_violation: a row the table's own rules refuse (a race the service lost). */
export const isCheckViolation = (err: unknown) => hasSqlState(err, '23514');

/** serialization_failure and deadlock_detected: the transaction may simply be run again. */
export function isRetryableTransactionError(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (code === '40001' || code === '40P01') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
