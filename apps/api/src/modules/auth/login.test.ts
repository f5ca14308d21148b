import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app';
import { createUser, loginAs, setStatus, uniqueEmail } from '../../../test/factories';
import { hashToken } from '../../lib/tokens';
import { sessions } from './schema';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx.close());

const login = (email: string, password: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, headers });

describe('POST /api/auth/login', () => {
  it('answers the user, role and token and sets an httpOnly SameSite=Lax cookie for 7 days', async () => {
    const user = await createUser(ctx.db.db, { role: 'client', name: 'Clara' });
    const res = await login(user.email.toUpperCase(), user.password);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      user: {
        id: user.id,
        email: user.email,
        status: 'active',
        profilePic: null,
        photoUrl: null,
        name: 'Clara',
      },
      role: 'client',
      accessToken: expect.stringMatching(/^[\w-]{43}$/),
    });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toContain(`accessToken=${body.accessToken}`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/Max-Age=604800/);
    expect(cookie).not.toMatch(/Secure/i);
    // Only the token's hash is stored.
    const stored = await ctx.db.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).toBe(hashToken(body.accessToken));
    expect(stored[0]!.expiresAt.getTime() - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);
  });

  it('marks the cookie Secure when the request came over HTTPS through a trusted proxy', async () => {
    const proxied = await buildTestApp({ TRUST_PROXY: 'true' });
    try {
      const user = await createUser(proxied.db.db);
      const res = await proxied.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: user.password },
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(String(res.headers['set-cookie'])).toMatch(/Secure/i);
      expect(res.headers['strict-transport-security']).toMatch(/max-age=/);
    } finally {
      await proxied.close();
    }
  });

  it('gives a new session at every login', async () => {
    const user = await createUser(ctx.db.db);
    const a = (await loginAs(ctx.app, user.email)).token;
    const b = (await loginAs(ctx.app, user.email)).token;
    expect(a).not.toBe(b);
  });

  it('answers the same 401 for an unknown email and a wrong password', async () => {
    const user = await createUser(ctx.db.db);
    const unknown = await login(uniqueEmail(), 'whatever-password');
    const wrong = await login(user.email, 'not-the-password');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ error: 'Invalid email or password' });
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('answers 403 "Your account has been blocked" to a blocked user with the right password only', async () => {
    const user = await createUser(ctx.db.db, { status: 'blocked' });
    expect((await login(user.email, 'not-the-password')).statusCode).toBe(401);
    const res = await login(user.email, user.password);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'Your account has been blocked' });
  });

  it('throttles failed logins per account with 429 and Retry-After, and not other accounts', async () => {
    const victim = await createUser(ctx.db.db);
    const other = await createUser(ctx.db.db);
    for (let i = 0; i < 5; i++) expect((await login(victim.email, 'guess-wrong')).statusCode).toBe(401);
    const throttled = await login(victim.email, victim.password);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().error).toMatch(
      /^Too many failed login attempts\. Try again in [1-5] minutes?\.$/,
    );
    expect(Number(throttled.headers['retry-after'])).toBeLessThanOrEqual(300);
    expect((await login(other.email, other.password)).statusCode).toBe(200);
  });

  it('counts each try before checking it: a right password inside a burst of guesses is refused', async () => {
    const user = await createUser(ctx.db.db);
    const attacker = '203.0.113.7';
    const from = (remoteAddress: string, password: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password },
        remoteAddress,
      });
    // 59 wrong guesses and the right password, all at once, from one client (the route allows 60).
    const burst = await Promise.all([
      ...Array.from({ length: 59 }, (_, i) => from(attacker, `wrong-guess-${i}`)),
      from(attacker, user.password),
    ]);
    const statuses = burst.map((r) => r.statusCode);
    expect(statuses.at(-1)).toBe(429);
    // Only the first five were even checked.
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(55);
    expect((await from(attacker, user.password)).statusCode).toBe(429);

    // The owner, from a client with no failures, still logs in while the account is under attack…
    expect((await from('198.51.100.20', user.password)).statusCode).toBe(200);
    // …but a client that guessed wrong while it is under attack gets no second try.
    const other = '198.51.100.21';
    expect((await from(other, 'wrong-again')).statusCode).toBe(401);
    expect((await from(other, user.password)).statusCode).toBe(429);
  });

  it('rejects empty credentials with 400', async () => {
    const res = await login('', '');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Email is required' });
  });
});

describe('GET /api/auth/me', () => {
  it('answers the signed-in user by cookie or by Bearer token, and 401 without a session', async () => {
    const user = await createUser(ctx.db.db, { role: 'freelancer', name: 'Fran' });
    const { cookie, token } = await loginAs(ctx.app, user.email);
    const byCookie = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(byCookie.statusCode).toBe(200);
    expect(byCookie.json()).toEqual({
      user: {
        id: user.id,
        email: user.email,
        name: 'Fran',
        role: 'freelancer',
        status: 'active',
        profilePic: null,
        photoUrl: null,
      },
    });
    const byBearer = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(byBearer.json()).toEqual(byCookie.json());
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(anonymous.statusCode).toBe(401);
    const forged = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: 'accessToken=forged' },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('stops an open session as soon as the user is blocked', async () => {
    const user = await createUser(ctx.db.db);
    const { cookie } = await loginAs(ctx.app, user.email);
    await setStatus(ctx.db.db, user.id, 'blocked');
    const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'Your account has been blocked' });
  });

  it('refuses an expired session', async () => {
    const user = await createUser(ctx.db.db);
    const { cookie, token } = await loginAs(ctx.app, user.email);
    await ctx.db.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).statusCode,
    ).toBe(401);
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the session and clears the cookie', async () => {
    const user = await createUser(ctx.db.db);
    const { cookie } = await loginAs(ctx.app, user.email);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(/accessToken=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).statusCode,
    ).toBe(401);
  });
});

describe('cross-site protection', () => {
  it('refuses a state change from another site, by Origin or by Sec-Fetch-Site', async () => {
    const user = await createUser(ctx.db.db);
    const { cookie } = await loginAs(ctx.app, user.email);
    for (const headers of [
      { origin: 'https://evil.example', cookie },
      { 'sec-fetch-site': 'cross-site', cookie },
      { origin: 'null', cookie },
    ]) {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: 'Cross-site request refused' });
    }
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).statusCode,
    ).toBe(200);
  });

  it('accepts the same origin', async () => {
    const user = await createUser(ctx.db.db);
    const res = await login(user.email, user.password, {
      origin: 'http://localhost:80',
      host: 'localhost:80',
    });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a form-encoded or text/plain body with 415', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': type },
        payload: 'email=a@b.co&password=x',
      });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({ error: 'Send the request body as application/json' });
    }
  });
});
