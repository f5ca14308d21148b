import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { type DbHandle, openDatabase } from '../src/db/client';
import { createUser, loginAs, uniqueEmail } from './factories';
import { startSmtpServer } from './smtp';
import { createTestDatabase } from './test-db';

// Two app instances on one PostgreSQL database and one Redis, as behind a load balancer.
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/5';

let a: App;
let b: App;
let handles: DbHandle[] = [];
let cleanup: () => Promise<void>;

beforeAll(async () => {
  const database = await createTestDatabase();
  const smtp = await startSmtpServer();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SMTP_URL: smtp.url,
    REDIS_URL,
    TRUST_PROXY: 'true',
    DATABASE_URL: database.url!,
  });
  handles = [database.handle, await openDatabase({ databaseUrl: database.url!, dataDir: 'unused' })];
  [a, b] = (await Promise.all(handles.map((db) => buildApp({ config, db })))) as [App, App];
  await Promise.all([a.ready(), b.ready()]);
  cleanup = async () => {
    await Promise.all([a.close(), b.close()]);
    await handles[1]!.close();
    await smtp.close();
    await database.drop();
  };
});
afterAll(async () => cleanup());

// A fresh client address per run, so counts left in Redis by an earlier run do not matter.
const clientIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

describe('two instances on one PostgreSQL and Redis', () => {
  it('honour a session made on the other, and a logout on the other at once', async () => {
    const user = await createUser(handles[0]!.db);
    const { cookie } = await loginAs(a, user.email);
    expect((await b.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(
      200,
    );
    expect(
      (await b.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } })).statusCode,
    ).toBe(200);
    expect((await a.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(
      401,
    );
  });

  it('honour a block made on the other at once', async () => {
    const admin = await createUser(handles[0]!.db, { role: 'admin' });
    const user = await createUser(handles[0]!.db, { role: 'freelancer' });
    const userSession = await loginAs(b, user.email);
    const adminSession = await loginAs(a, admin.email);
    const blocked = await a.inject({
      method: 'PUT',
      url: `/api/admin/users/${user.id}/block`,
      headers: { cookie: adminSession.cookie },
    });
    expect(blocked.statusCode).toBe(200);
    const me = await b.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: userSession.cookie },
    });
    expect(me.statusCode).toBe(401);
    const relogin = await b.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    expect(relogin.json()).toEqual({ error: 'Your account has been blocked' });
  });

  it('share the failed-login throttle', async () => {
    const user = await createUser(handles[0]!.db);
    const ip = clientIp();
    for (const app of [a, b, a, b, a]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: 'wrong-guess' },
        headers: { 'x-forwarded-for': ip },
      });
      expect(res.statusCode).toBe(401);
    }
    const res = await b.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
      headers: { 'x-forwarded-for': ip },
    });
    expect(res.statusCode).toBe(429);
  });

  it('count a burst of parallel guesses spread over both instances before checking any', async () => {
    const user = await createUser(handles[0]!.db);
    const ip = clientIp();
    const attempt = (app: App, password: string, from = ip) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password },
        headers: { 'x-forwarded-for': from },
      });
    const burst = await Promise.all([
      ...Array.from({ length: 40 }, (_, i) => attempt(i % 2 ? a : b, `wrong-guess-${i}`)),
      attempt(a, user.password),
    ]);
    const statuses = burst.map((r) => r.statusCode);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    // The owner from another client still gets in.
    expect((await attempt(b, user.password, clientIp())).statusCode).toBe(200);
  });

  it('share the per-IP request limit', async () => {
    const ip = clientIp();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await (i % 2 ? b : a).inject({
        method: 'POST',
        url: '/api/auth/resend-otp',
        payload: { email: uniqueEmail() },
        headers: { 'x-forwarded-for': ip },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
