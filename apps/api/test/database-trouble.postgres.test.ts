import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, spawnServer } from './spawn-server';
import { startTcpProxy } from './tcp-proxy';
import { createTestDatabase } from './test-db';
import { waitFor } from './wait-for';

// Short timeouts, so that each kind of trouble shows within a test's patience.
const TIMEOUTS = {
  DB_STATEMENT_TIMEOUT_MS: '1000',
  DB_CONNECT_TIMEOUT_MS: '1000',
  PUBLIC_RATE_LIMIT_PER_MINUTE: '0',
};
const UNAVAILABLE = { error: 'Service temporarily unavailable, please try again' };

type Proxy = Awaited<ReturnType<typeof startTcpProxy>>;
const cleanups: Array<() => Promise<void>> = [];
let server: RunningServer;
let proxy: Proxy;
let admin: pg.Client;
let dbName = '';

beforeAll(async () => {
  const database = await createTestDatabase();
  await database.handle.close();
  cleanups.push(database.drop);
  const real = new URL(database.url!);
  dbName = real.pathname.slice(1);
  proxy = await startTcpProxy({ host: real.hostname, port: Number(real.port || 5432) });
  cleanups.push(proxy.close);
  const viaProxy = new URL(database.url!);
  viaProxy.port = String(proxy.port);
  // What is asked of the job board here is the database's answer: the visitors' search cache (ADR 043)
  // would serve an answer from before the trouble for up to 2 s.
  server = await spawnServer({ DATABASE_URL: viaProxy.toString(), SEARCH_CACHE_MS: '0', ...TIMEOUTS });
  cleanups.push(async () => {
    server.child.kill('SIGKILL');
    await server.exited;
  });
  // Straight to PostgreSQL, not through the proxy: the operator's console.
  admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  cleanups.push(async () => {
    await admin.query(`alter database ${dbName} with allow_connections true`).catch(() => {});
    await admin.end();
  });
});

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/**
 * The answer, or a failure after a generous minute: the short timeouts above answer long before, and
 * a request the trouble left hanging fails the test instead of passing late.
 */
async function answerOf(path: string) {
  const res = await fetch(`${server.base}${path}`, { signal: AbortSignal.timeout(60_000) });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.json() };
}

const waitForJobs = () =>
  waitFor(
    async () =>
      (await fetch(`${server.base}/api/jobs`, { signal: AbortSignal.timeout(15_000) })).status === 200,
    '/api/jobs answering 200',
  );

describe('database trouble answers 503 with Retry-After, fast, and the app recovers by itself', () => {
  it('a table locked by another session: 503 after the statement timeout, 200 once released', async () => {
    const locker = new pg.Client({
      connectionString: new URL(`/${dbName}`, process.env.TEST_DATABASE_URL).toString(),
    });
    await locker.connect();
    try {
      await locker.query('begin');
      await locker.query('lock table jobs in access exclusive mode');
      const res = await answerOf('/api/jobs');
      expect(res).toMatchObject({ status: 503, retryAfter: '5', body: UNAVAILABLE });
      await locker.query('commit');
    } finally {
      await locker.end();
    }
    await waitForJobs();
  });

  it('a database not accepting connections (SQLSTATE 55000) and terminated backends (57P01): 503, then back', async () => {
    await waitForJobs();
    await admin.query(`alter database ${dbName} with allow_connections false`);
    await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [dbName],
    );
    for (let i = 0; i < 5; i++) {
      const res = await answerOf('/api/jobs');
      expect(res).toMatchObject({ status: 503, retryAfter: '5', body: UNAVAILABLE });
    }
    await admin.query(`alter database ${dbName} with allow_connections true`);
    await waitForJobs();
  });

  it('a database that goes silent without a reset: every request 503 within seconds, then recovery', async () => {
    await waitForJobs();
    proxy.pause();
    try {
      // More requests than the pool has connections: none waits forever behind a stuck one.
      const answers = await Promise.all(Array.from({ length: 15 }, () => answerOf('/api/jobs')));
      for (const res of answers) {
        expect(res).toMatchObject({ status: 503, retryAfter: '5', body: UNAVAILABLE });
      }
    } finally {
      proxy.resume();
    }
    await waitForJobs();
    expect(server.child.exitCode).toBeNull();
  });
});
