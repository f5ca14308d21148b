import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { createUser, loginAs, uniqueEmail } from './factories';
import { twoInstances } from './two-instances';

// Two app instances on one PostgreSQL database and one Redis, as behind a load balancer.
let pair: Awaited<ReturnType<typeof twoInstances>>;
let a: App;
let b: App;

beforeAll(async () => {
  pair = await twoInstances(true, { TRUST_PROXY: 'true' });
  ({ a, b } = pair);
});
afterAll(async () => pair.close());

// A fresh client address per run, so counts left in Redis by an earlier run do not matter.
const clientIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

describe('two instances on one PostgreSQL and Redis', () => {
  it('honour a session made on the other, and a logout on the other at once', async () => {
    const user = await createUser(pair.db);
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
    const admin = await createUser(pair.db, { role: 'admin' });
    const user = await createUser(pair.db, { role: 'freelancer' });
    const userSession = await loginAs(b, user.email);
    const adminSession = await loginAs(a, admin.email);
    const blocked = await a.inject({
      method: 'PUT',
      url: `/api/admin/users/${user.id}/block`,
      headers: { cookie: adminSession.cookie },
      payload: { reason: 'Spam.' },
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
    expect(relogin.json()).toEqual({ error: 'Your account has been blocked: Spam.' });
  });

  it('share the failed-login throttle', async () => {
    const user = await createUser(pair.db);
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
    const user = await createUser(pair.db);
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
