import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueIp } from '../../../test/browser';
import { buildTestApp, type TestContext } from '../../../test/build-test-app';
import { createUser, loginAs, setStatus } from '../../../test/factories';
import { loginChallenges, sessions } from '../../../test/tables';
import {
  call,
  codeAt,
  createStepClock,
  nextCode,
  passwordStep,
  secondStep,
  turnOnTotp,
  wrongCode,
} from '../../../test/two-factor';
import { hashToken } from '../../lib/tokens';

const clock = createStepClock();
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({}, { clock });
});
afterAll(async () => ctx.close());

const EXPIRED = { error: 'Your sign-in has expired. Please log in again.' };
const WRONG = { error: 'That code did not work. Enter the current code from your authenticator app.' };
const USED = { error: 'This code was already used. Wait for the next code in your authenticator app.' };

/** A user with an authenticator app, signed out; `secret` makes their codes. */
async function withTotp(role: 'client' | 'freelancer' | 'admin' = 'client') {
  const user = await createUser(ctx.db.db, { role, name: 'Tess Two-Step' });
  const { cookie } = await loginAs(ctx.app, user.email);
  const { secret, recoveryCodes } = await turnOnTotp(ctx, clock, cookie);
  await call(ctx, { method: 'POST', url: '/api/auth/logout', cookie });
  return { user, secret, recoveryCodes };
}

const sessionsOf = (userId: string) => ctx.db.db.select().from(sessions).where(eq(sessions.userId, userId));

describe('POST /api/auth/login with two-step verification on', () => {
  it('answers secondFactorRequired and a loginToken, and opens no session', async () => {
    const { user } = await withTotp();
    const loginToken = await passwordStep(ctx, user.email, user.password);
    expect(await sessionsOf(user.id)).toEqual([]);
    // Only the token's hash is stored, bound to the user, for five minutes.
    const [row] = await ctx.db.db.select().from(loginChallenges).where(eq(loginChallenges.userId, user.id));
    expect(row?.tokenHash).toBe(hashToken(loginToken));
    expect(row!.expiresAt.getTime() - clock.now().getTime()).toBe(5 * 60_000);
  });

  it('still answers a wrong password with 401, before any second step', async () => {
    const { user } = await withTotp();
    const res = await call(ctx, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'not-it-at-all' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/auth/login/second-factor', () => {
  it('signs in with a right code, answering exactly as a login does, once per loginToken', async () => {
    const { user, secret } = await withTotp();
    const loginToken = await passwordStep(ctx, user.email, user.password);
    const res = await secondStep(ctx, { loginToken, code: nextCode(clock, secret) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      user: {
        id: user.id,
        email: user.email,
        status: 'active',
        profilePic: null,
        photoUrl: null,
        name: 'Tess Two-Step',
      },
      role: 'client',
      accessToken: expect.stringMatching(/^[\w-]{43}$/),
    });
    // Beside the device cookie of the new-device mails (ADR 033).
    expect(String([res.headers['set-cookie']].flat().find((c) => c?.startsWith('accessToken=')))).toMatch(
      new RegExp(`^accessToken=${body.accessToken}; Max-Age=604800; Path=/; HttpOnly; SameSite=Lax$`),
    );
    const me = await call(ctx, {
      method: 'GET',
      url: '/api/auth/me',
      cookie: `accessToken=${body.accessToken}`,
    });
    expect(me.json().user.email).toBe(user.email);
    // The loginToken was spent with it.
    const again = await secondStep(ctx, { loginToken, code: nextCode(clock, secret) });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual(EXPIRED);
    expect(await sessionsOf(user.id)).toHaveLength(1);
  });

  it('refuses the same code twice (a replay), and an old one', async () => {
    const { user, secret } = await withTotp();
    const code = nextCode(clock, secret);
    const first = await passwordStep(ctx, user.email, user.password);
    expect((await secondStep(ctx, { loginToken: first, code })).statusCode).toBe(200);
    const second = await passwordStep(ctx, user.email, user.password);
    const replay = await secondStep(ctx, { loginToken: second, code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual(USED);
    // The code of two steps ago is out of the window; the previous step's is older than the last used.
    const old = codeAt(secret, new Date(clock.now().getTime() - 60_000));
    expect((await secondStep(ctx, { loginToken: second, code: old })).json()).toEqual(WRONG);
    const previous = codeAt(secret, new Date(clock.now().getTime() - 30_000));
    expect((await secondStep(ctx, { loginToken: second, code: previous })).json()).toEqual(WRONG);
    // A wrong code leaves the loginToken for another try.
    expect((await secondStep(ctx, { loginToken: second, code: nextCode(clock, secret) })).statusCode).toBe(
      200,
    );
  });

  it('refuses the code that turned two-step verification on', async () => {
    const user = await createUser(ctx.db.db);
    const { cookie } = await loginAs(ctx.app, user.email);
    const { secret } = await turnOnTotp(ctx, clock, cookie);
    const loginToken = await passwordStep(ctx, user.email, user.password);
    expect((await secondStep(ctx, { loginToken, code: codeAt(secret, clock.now()) })).json()).toEqual(USED);
  });

  it('takes each recovery code once, whatever its case and dashes', async () => {
    const { user, recoveryCodes } = await withTotp();
    const code = recoveryCodes[0]!;
    const first = await passwordStep(ctx, user.email, user.password);
    const ok = await secondStep(ctx, {
      loginToken: first,
      recoveryCode: ` ${code.replace(/-/g, '').toUpperCase()} `,
    });
    expect(ok.statusCode).toBe(200);
    const cookie = `accessToken=${ok.json().accessToken}`;
    expect((await call(ctx, { method: 'GET', url: '/api/me/2fa', cookie })).json().recoveryCodesLeft).toBe(9);
    const second = await passwordStep(ctx, user.email, user.password);
    const reused = await secondStep(ctx, { loginToken: second, recoveryCode: code });
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toEqual({ error: 'This recovery code is not valid or was already used.' });
    expect((await secondStep(ctx, { loginToken: second, recoveryCode: recoveryCodes[1]! })).statusCode).toBe(
      200,
    );
  });

  it("has the login throttle's limits: the sixth try from one client in 5 minutes is 429, even a right code", async () => {
    const { user, secret } = await withTotp();
    const ip = uniqueIp();
    const loginToken = await passwordStep(ctx, user.email, user.password, ip);
    for (let i = 0; i < 5; i++) {
      expect((await secondStep(ctx, { loginToken, code: wrongCode(clock, secret) }, ip)).statusCode).toBe(
        401,
      );
    }
    const refused = await secondStep(ctx, { loginToken, code: nextCode(clock, secret) }, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatch(/^Too many wrong codes\. Try again in [1-5] minutes?\.$/);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(300);
    // The right password again does not give the codes their tries back.
    const fresh = await passwordStep(ctx, user.email, user.password, ip);
    expect((await secondStep(ctx, { loginToken: fresh, code: nextCode(clock, secret) }, ip)).statusCode).toBe(
      429,
    );
    expect(await sessionsOf(user.id)).toEqual([]);
  });

  it('refuses a loginToken after five minutes, an unknown one, and one with another user’s code', async () => {
    const { user, secret } = await withTotp();
    const other = await withTotp();
    const loginToken = await passwordStep(ctx, user.email, user.password);
    expect((await secondStep(ctx, { loginToken, code: nextCode(clock, other.secret) })).json()).toEqual(
      WRONG,
    );
    clock.advance(5 * 60_000);
    expect((await secondStep(ctx, { loginToken, code: codeAt(secret, clock.now()) })).json()).toEqual(
      EXPIRED,
    );
    expect((await secondStep(ctx, { loginToken: 'x'.repeat(43), code: '123456' })).json()).toEqual(EXPIRED);
    expect(await sessionsOf(user.id)).toEqual([]);
  });

  it('refuses a user blocked between the two steps', async () => {
    const { user, secret } = await withTotp();
    const loginToken = await passwordStep(ctx, user.email, user.password);
    await setStatus(ctx.db.db, user.id, 'blocked');
    const res = await secondStep(ctx, { loginToken, code: nextCode(clock, secret) });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'Your account has been blocked' });
  });

  it('completes one sign-in when the same code and token arrive at once', async () => {
    const { user, secret } = await withTotp();
    const loginToken = await passwordStep(ctx, user.email, user.password);
    const code = nextCode(clock, secret);
    const answers = await Promise.all([1, 2, 3].map(() => secondStep(ctx, { loginToken, code })));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 401, 401]);
    expect(await sessionsOf(user.id)).toHaveLength(1);
  });

  it('needs a code or a recovery code, not both', async () => {
    const res = await secondStep(ctx, { loginToken: 'x', code: '123456', recoveryCode: 'abcd' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Enter the code from your authenticator app or a recovery code' });
  });
});
