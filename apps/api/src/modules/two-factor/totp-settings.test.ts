import { ADMIN_NEEDS_SECOND_FACTOR } from '@skillora/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app';
import { createUser, loginAs } from '../../../test/factories';
import { recoveryCodes, totpFactors } from '../../../test/tables';
import {
  call,
  createStepClock,
  nextCode,
  passwordStep,
  secondStep,
  turnOnTotp,
  wrongCode,
} from '../../../test/two-factor';
import { loadConfig } from '../../config';
import { qrCodeOf } from './totp';

const clock = createStepClock();
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({}, { clock });
});
afterAll(async () => ctx.close());

async function signedIn(role: 'client' | 'freelancer' | 'admin' = 'freelancer', app = () => ctx) {
  const user = await createUser(app().db.db, { role });
  return { user, cookie: (await loginAs(app().app, user.email)).cookie };
}

const status = async (cookie: string, on = ctx) =>
  (await call(on, { method: 'GET', url: '/api/me/2fa', cookie })).json();

describe('POST /api/me/2fa/totp', () => {
  it('answers a base32 secret, its otpauth link (issuer Skillora, the email as label) and the link as a QR code; nothing is on yet', async () => {
    const { user, cookie } = await signedIn();
    const res = await call(ctx, { method: 'POST', url: '/api/me/2fa/totp', cookie });
    expect(res.statusCode).toBe(200);
    const { secret, otpauthUrl, qrCode } = res.json<{ secret: string; otpauthUrl: string; qrCode: string }>();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    // An SVG image of this very link (not of another user's or an older secret's).
    expect(qrCode).toBe(qrCodeOf(otpauthUrl));
    const svg = Buffer.from(qrCode.replace('data:image/svg+xml;base64,', ''), 'base64').toString();
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"[\s\S]*<\/svg>$/);
    const url = new URL(otpauthUrl);
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe(`/Skillora:${user.email}`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      issuer: 'Skillora',
      secret,
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
    expect(await status(cookie)).toEqual({ factors: [], recoveryCodesLeft: 0, isRequired: false });
    // Not on until a code confirms it: the password alone still signs in.
    await loginAs(ctx.app, user.email);
  });

  it('needs a session', async () => {
    expect((await call(ctx, { method: 'POST', url: '/api/me/2fa/totp' })).statusCode).toBe(401);
    expect((await call(ctx, { method: 'GET', url: '/api/me/2fa' })).statusCode).toBe(401);
  });
});

describe('POST /api/me/2fa/totp/confirm', () => {
  it('refuses a wrong code with 400 and stays off', async () => {
    const { cookie } = await signedIn();
    const { secret } = (await call(ctx, { method: 'POST', url: '/api/me/2fa/totp', cookie })).json();
    const res = await call(ctx, {
      method: 'POST',
      url: '/api/me/2fa/totp/confirm',
      cookie,
      payload: { code: wrongCode(clock, secret) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'That code did not work. Enter the current code from your authenticator app.',
    });
    const malformed = await call(ctx, {
      method: 'POST',
      url: '/api/me/2fa/totp/confirm',
      cookie,
      payload: { code: '12ab56' },
    });
    expect(malformed.json()).toEqual({ error: 'Enter the 6-digit code from your authenticator app' });
    expect((await status(cookie)).factors).toEqual([]);
  });

  it('turns it on with a right code and answers ten recovery codes once, stored only as hashes', async () => {
    const { user, cookie } = await signedIn();
    const { recoveryCodes: codes } = await turnOnTotp(ctx, clock, cookie);
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    const stored = await ctx.db.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    expect(stored).toHaveLength(10);
    const storedText = JSON.stringify(stored);
    for (const code of codes) expect(storedText).not.toContain(code.replace(/-/g, ''));
    expect(await status(cookie)).toEqual({
      factors: [{ kind: 'totp', addedAt: clock.now().toISOString() }],
      recoveryCodesLeft: 10,
      isRequired: false,
    });
    // Once on, neither a new setup nor a second confirmation replaces it.
    expect((await call(ctx, { method: 'POST', url: '/api/me/2fa/totp', cookie })).statusCode).toBe(409);
    const [factor] = await ctx.db.db.select().from(totpFactors).where(eq(totpFactors.userId, user.id));
    expect(factor?.confirmedAt).not.toBeNull();
  });

  it('asks to start first when nothing was started', async () => {
    const { cookie } = await signedIn();
    const res = await call(ctx, {
      method: 'POST',
      url: '/api/me/2fa/totp/confirm',
      cookie,
      payload: { code: '123456' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Start setting up two-step verification first' });
  });
});

describe('DELETE /api/me/2fa/totp', () => {
  const turnOff = (cookie: string, payload: object) =>
    call(ctx, { method: 'DELETE', url: '/api/me/2fa/totp', cookie, payload });

  it('needs a current code: a wrong one is 400, a right one turns it off and the password alone signs in again', async () => {
    const { user, cookie } = await signedIn();
    const { secret } = await turnOnTotp(ctx, clock, cookie);
    expect((await turnOff(cookie, {})).json()).toEqual({
      error: 'Enter the code from your authenticator app or a recovery code',
    });
    expect((await turnOff(cookie, { code: wrongCode(clock, secret) })).statusCode).toBe(400);
    const off = await turnOff(cookie, { code: nextCode(clock, secret) });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ message: 'Two-step verification is off' });
    expect(await status(cookie)).toEqual({ factors: [], recoveryCodesLeft: 0, isRequired: false });
    await loginAs(ctx.app, user.email);
    expect((await turnOff(cookie, { code: nextCode(clock, secret) })).statusCode).toBe(409);
  });

  it('takes a recovery code instead (the phone is lost)', async () => {
    const { cookie } = await signedIn();
    const { recoveryCodes: codes } = await turnOnTotp(ctx, clock, cookie);
    expect((await turnOff(cookie, { recoveryCode: codes[3] })).statusCode).toBe(200);
    expect((await status(cookie)).factors).toEqual([]);
  });

  it('counts wrong codes per user: the sixth try in 15 minutes is 429, even a right one', async () => {
    const { cookie } = await signedIn();
    const { secret } = await turnOnTotp(ctx, clock, cookie);
    for (let i = 0; i < 5; i++)
      expect((await turnOff(cookie, { code: wrongCode(clock, secret) })).statusCode).toBe(400);
    const refused = await turnOff(cookie, { code: nextCode(clock, secret) });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatch(/^Too many wrong codes\. Try again in \d+ minutes?\.$/);
    expect((await status(cookie)).factors).toHaveLength(1);
  });
});

describe('ADMIN_2FA', () => {
  it('is required unless set to optional', () => {
    expect(loadConfig({}).ADMIN_2FA).toBe('required');
    expect(() => loadConfig({ ADMIN_2FA: 'off' })).toThrow(/^Invalid configuration: ADMIN_2FA: /);
  });

  it('optional: an admin without a second factor uses the admin API', async () => {
    const { cookie } = await signedIn('admin');
    expect((await call(ctx, { method: 'GET', url: '/api/admin/dashboard', cookie })).statusCode).toBe(200);
    expect((await status(cookie)).isRequired).toBe(false);
  });

  describe('required', () => {
    let strict: TestContext;
    beforeAll(async () => {
      strict = await buildTestApp({ ADMIN_2FA: 'required' }, { clock });
    });
    afterAll(async () => strict.close());

    it('refuses the admin API to an admin without a second factor (403), who may still turn one on', async () => {
      const { user, cookie } = await signedIn('admin', () => strict);
      const refused = await call(strict, { method: 'GET', url: '/api/admin/dashboard', cookie });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ error: ADMIN_NEEDS_SECOND_FACTOR });
      // Before the body is read, like the role check: nothing is validated for them either.
      const write = await call(strict, {
        method: 'POST',
        url: '/api/admin/categories/add-category',
        cookie,
        payload: {},
      });
      expect(write.json()).toEqual({ error: ADMIN_NEEDS_SECOND_FACTOR });
      expect(await status(cookie, strict)).toEqual({ factors: [], recoveryCodesLeft: 0, isRequired: true });
      const me = () => call(strict, { method: 'GET', url: '/api/auth/me', cookie });
      expect((await me()).json().user).toMatchObject({ role: 'admin', needsSecondFactor: true });

      const { secret } = await turnOnTotp(strict, clock, cookie);
      expect((await call(strict, { method: 'GET', url: '/api/admin/dashboard', cookie })).statusCode).toBe(
        200,
      );
      expect((await me()).json().user).not.toHaveProperty('needsSecondFactor');
      // From now on the admin signs in in two steps as well.
      const loginToken = await passwordStep(strict, user.email, user.password);
      const signedInAgain = await secondStep(strict, { loginToken, code: nextCode(clock, secret) });
      expect(signedInAgain.statusCode).toBe(200);
      expect(signedInAgain.json().role).toBe('admin');
    });

    it('leaves other roles as they are', async () => {
      const { cookie } = await signedIn('client', () => strict);
      expect(await status(cookie, strict)).toEqual({ factors: [], recoveryCodesLeft: 0, isRequired: false });
      expect((await call(strict, { method: 'GET', url: '/api/admin/dashboard', cookie })).statusCode).toBe(
        403,
      );
      const me = await call(strict, { method: 'GET', url: '/api/auth/me', cookie });
      expect(me.json().user).not.toHaveProperty('needsSecondFactor');
    });
  });
});
