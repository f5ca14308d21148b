import { afterAll, describe, expect, it } from 'vitest';
import { HEALTH_CHECK_TTL_MS } from '../src/modules/health/health.routes';
import { spawnServer } from './spawn-server';
import { startTcpProxy } from './tcp-proxy';
import { createTestDatabase } from './test-db';
import { waitFor } from './wait-for';

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/**
 * The answer, or a failure after a generous minute: the server's own timeouts (a few seconds here)
 * answer long before, and a request the outage left hanging fails the test instead of passing late.
 */
async function answerOf(url: string) {
  const res = await fetch(url, { signal: AbortSignal.timeout(60_000) });
  return { status: res.status, body: await res.json() };
}

describe('PostgreSQL goes away under load', () => {
  it('answers 503 at once, stays up, and serves again once the database is back', async () => {
    const database = await createTestDatabase();
    await database.handle.close();
    cleanups.push(database.drop);
    const real = new URL(database.url!);
    const proxy = await startTcpProxy({ host: real.hostname, port: Number(real.port || 5432) });
    cleanups.push(proxy.close);
    const viaProxy = new URL(database.url!);
    viaProxy.port = String(proxy.port);
    // The load comes from one address: no per-IP limit on the job board here.
    const server = await spawnServer({
      DATABASE_URL: viaProxy.toString(),
      PUBLIC_RATE_LIMIT_PER_MINUTE: '0',
      // Every read must reach the database: the visitors' search cache (ADR 043) would answer from memory.
      SEARCH_CACHE_MS: '0',
    });
    cleanups.push(async () => {
      server.child.kill('SIGTERM');
      await server.exited;
    });

    // Load: a steady stream of reads that need the database (the job board, its cache off above; the
    // catalog lists are answered from memory for a few seconds, see lib/cached-answer.ts).
    let stop = false;
    const seen: number[] = [];
    const load = Array.from({ length: 4 }, async () => {
      while (!stop)
        seen.push(
          await fetch(`${server.base}/api/jobs`).then(
            (r) => r.status,
            () => 0,
          ),
        );
    });
    await waitFor(() => seen.includes(200), 'the job board answering under load');

    await proxy.cut();
    // Health answers from a check at most one interval old: the next fresh check sees the outage.
    await waitFor(
      async () => (await fetch(`${server.base}/api/health`)).status === 503,
      'health reporting the outage',
      HEALTH_CHECK_TTL_MS + 10_000,
    );
    const down = await answerOf(`${server.base}/api/health`);
    expect(down.status).toBe(503);
    expect(down.body).toEqual({ error: 'Database unavailable' });
    const read = await answerOf(`${server.base}/api/jobs`);
    expect(read.status).toBe(503);
    expect(read.body).toEqual({ error: 'Service temporarily unavailable, please try again' });
    expect(server.child.exitCode).toBeNull();

    await proxy.restore();
    await waitFor(
      async () => (await fetch(`${server.base}/api/health`)).status === 200,
      'health recovering by itself',
    );
    expect((await fetch(`${server.base}/api/jobs`)).status).toBe(200);
    stop = true;
    await Promise.all(load);
    // Under load nothing was answered but 200 or 503.
    expect(seen.every((s) => s === 200 || s === 503)).toBe(true);
  });
});
