import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './db-errors';

const pgError = (code: string) => Object.assign(new Error('database error'), { code });
// Drizzle wraps the driver's error as `cause`.
const wrapped = (err: Error) => Object.assign(new Error('Failed query: select 1'), { cause: err });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['08006', 'connection failure'],
    ['08001', 'cannot establish connection'],
    ['53100', 'disk full'],
    ['53200', 'out of memory'],
    ['53300', 'too many connections'],
    ['55000', 'database is not accepting connections'],
    ['55P03', 'lock not available (lock_timeout)'],
    ['55006', 'object in use'],
    ['57000', 'operator intervention'],
    ['57014', 'query canceled (statement_timeout)'],
    ['57P01', 'admin shutdown'],
    ['57P03', 'cannot connect now (starting up)'],
    ['57P04', 'database dropped'],
    ['58030', 'I/O error'],
    ['25006', 'read-only transaction (a standby)'],
  ])('SQLSTATE %s (%s) is unavailability', (code) => {
    expect(isDatabaseUnavailable(wrapped(pgError(code)))).toBe(true);
  });

  it.each([
    ['23505', 'unique violation'],
    ['22P02', 'invalid text representation'],
    ['42P01', 'undefined table'],
    ['40001', 'serialization failure'],
    ['550000', 'not a SQLSTATE'],
  ])('SQLSTATE %s (%s) is not', (code) => {
    expect(isDatabaseUnavailable(wrapped(pgError(code)))).toBe(false);
  });

  it.each(['ECONNREFUSED', 'EHOSTUNREACH', 'EAI_AGAIN'])('socket error %s is', (code) => {
    expect(isDatabaseUnavailable(pgError(code))).toBe(true);
  });

  it('a client-side query timeout (the server went silent) is', () => {
    expect(isDatabaseUnavailable(wrapped(new Error('Query read timeout')))).toBe(true);
  });
});
