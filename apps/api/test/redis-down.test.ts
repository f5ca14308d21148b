import { randomInt } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from './build-test-app';
import { uniqueEmail } from './factories';
import { serverDatabase } from './server-database';
import { freePort, type RunningServer, spawnServer } from './spawn-server';
import { startTcpProxy } from './tcp-proxy';
import { testDbKind } from './test-db';
import { waitFor } from './wait-for';

const REDIS_URL = new URL(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/7');
const freshIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const login = (base: string, email: string, password: string) =>
  fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });

describe(`REDIS_URL set but nothing listening (${testDbKind})`, () => {
  it('signs people in, still throttles per instance, and says why in one warning', {
    timeout: 60_000,
  }, async () => {
    const database = await serverDatabase('skillora-redis-down-', cleanups);
    const email = 'owner@example.com';
    const server: RunningServer = await spawnServer({
      ...database,
      SMTP_URL: '',
      REDIS_URL: `redis://127.0.0.1:${await freePort()}/7`,
      ADMIN_EMAIL: email,
      ADMIN_PASSWORD: 'owner-password-1',
    });
    cleanups.push(async () => {
      server.child.kill('SIGTERM');
      await server.exited;
    });

    expect((await login(server.base, email, 'owner-password-1')).status).toBe(200);
    // The login throttle counts in this instance's memory instead of refusing everyone.
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await login(server.base, email, 'wrong-password')).status);
    expect(statuses[0]).toBe(401);
    expect(statuses).toContain(429);
    // So do the per-IP request limits (20 sign-ups a minute), which used to be skipped.
    const signups: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await fetch(`${server.base}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      signups.push(res.status);
    }
    expect(signups.at(-1)).toBe(429);
    expect(signups.filter((s) => s === 500)).toEqual([]);
    await server.waitForOutput(/Redis unavailable/);
  });
});

describe(`Redis goes away and comes back (${testDbKind})`, () => {
  it('serves per instance meanwhile, then shares counts and live messages through Redis again', async () => {
    const proxy = await startTcpProxy({ host: REDIS_URL.hostname, port: Number(REDIS_URL.port || 6379) });
    cleanups.push(proxy.close);
    await proxy.cut();
    const viaProxy = new URL(REDIS_URL);
    viaProxy.port = String(proxy.port);
    const ctx: TestContext = await buildTestApp({ REDIS_URL: viaProxy.toString() });
    cleanups.push(ctx.close);
    const direct = new Redis(REDIS_URL.toString());
    cleanups.push(async () => void direct.disconnect());

    // Counted per client address: a fresh one per run, so keys an earlier run left do not matter.
    const login = (ip: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: ip,
        payload: { email: uniqueEmail('redis-back'), password: 'not-the-password' },
      });
    const whileDown = freshIp();
    expect((await login(whileDown)).statusCode).toBe(401);
    expect(await direct.keys(`skillora:rate:*${whileDown}`)).toEqual([]);

    await proxy.restore();
    await waitFor(() => ctx.app.redis?.status === 'ready', 'Redis to reconnect');
    const afterReturn = freshIp();
    expect((await login(afterReturn)).statusCode).toBe(401);
    // The count now lives in Redis, where every instance sees it.
    expect(await direct.keys(`skillora:rate:*${afterReturn}`)).toHaveLength(1);

    // This instance subscribed to the live channel once Redis was there.
    const seen: unknown[] = [];
    ctx.app.live.onInstance('test.redis-back', (data) => seen.push(data));
    await waitFor(async () => {
      await direct.publish(
        'skillora_live',
        JSON.stringify({ to: { instances: true }, type: 'test.redis-back', data: { n: 1 } }),
      );
      return seen.length > 0;
    }, 'a live message through Redis');
    expect(seen[0]).toEqual({ n: 1 });
  });
});
