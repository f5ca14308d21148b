import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app';
import { createUser, loginAs, uniqueEmail } from '../../../test/factories';
import { codeFrom } from '../../../test/smtp';
import { createManualClock } from '../../lib/clock';
import { backoffMs } from '../../outbox';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload, headers });

describe('POST /api/auth/forgot-password + /api/auth/reset-password', () => {
  it('mails a code, sets the new password, revokes every session, and the new password logs in', async () => {
    const user = await createUser(ctx.db.db, { name: 'Rosa' });
    const phone = await loginAs(ctx.app, user.email);
    const laptop = await loginAs(ctx.app, user.email);
    // A session in use (and so remembered by the embedded database's session cache) ends too.
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: phone.cookie } }))
        .statusCode,
    ).toBe(200);
    // The second sign-in's new-device mail (ADR 033) goes first.
    await ctx.app.outbox.idle();
    const before = ctx.smtp.mails.length;
    const asked = await post('/api/auth/forgot-password', { email: user.email });
    expect(asked.statusCode).toBe(200);
    const mail = await ctx.smtp.waitFor(user.email, before);
    expect(mail.subject).toMatch(/password reset code/);
    const reset = await post('/api/auth/reset-password', {
      email: user.email,
      otp: codeFrom(mail),
      password: 'brand-new-password',
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ message: 'Your password has been reset. Please log in.' });
    for (const { cookie } of [phone, laptop]) {
      expect(
        (await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).statusCode,
      ).toBe(401);
    }
    expect((await post('/api/auth/login', { email: user.email, password: user.password })).statusCode).toBe(
      401,
    );
    expect(
      (await post('/api/auth/login', { email: user.email, password: 'brand-new-password' })).statusCode,
    ).toBe(200);
  });

  it('answers an unknown email exactly like a known one and sends nothing', async () => {
    const user = await createUser(ctx.db.db);
    const known = await post('/api/auth/forgot-password', { email: user.email });
    const email = uniqueEmail();
    const before = ctx.smtp.mails.length;
    const unknown = await post('/api/auth/forgot-password', { email });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    await ctx.app.outbox.idle();
    expect(ctx.smtp.mails.slice(before).some((m) => m.to.includes(email))).toBe(false);
    const reset = await post('/api/auth/reset-password', { email, otp: '123456', password: 'whatever-123' });
    expect(reset.json()).toEqual({ error: 'Invalid OTP' });
  });

  it('follows the code rules: wrong code 400, five wrong tries kill it, weak password 400', async () => {
    const user = await createUser(ctx.db.db);
    const before = ctx.smtp.mails.length;
    await post('/api/auth/forgot-password', { email: user.email });
    const otp = codeFrom(await ctx.smtp.waitFor(user.email, before));
    const weak = await post('/api/auth/reset-password', { email: user.email, otp, password: 'short' });
    expect(weak.json()).toEqual({ error: 'Password must be at least 8 characters' });
    for (const password of ['password', 'baseball1', '        ']) {
      const common = await post('/api/auth/reset-password', { email: user.email, otp, password });
      expect(common.statusCode).toBe(400);
      expect(common.json()).toEqual({
        error: 'This password is too common and easy to guess. Choose another one.',
      });
    }
    const wrongCode = otp === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await post('/api/auth/reset-password', {
        email: user.email,
        otp: wrongCode,
        password: 'long-enough-1',
      });
      expect(res.json()).toEqual({ error: 'Invalid OTP' });
    }
    const locked = await post('/api/auth/reset-password', {
      email: user.email,
      otp,
      password: 'long-enough-1',
    });
    expect(locked.statusCode).toBe(429);
    expect((await post('/api/auth/login', { email: user.email, password: user.password })).statusCode).toBe(
      200,
    );
  });

  it('keeps the reset mail pending while the mail server is down, and sends it when it is back', async () => {
    const clock = createManualClock(new Date());
    const down = await buildTestApp({}, { clock });
    try {
      const user = await createUser(down.db.db);
      down.smtp.setDown(true);
      const asked = await down.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: user.email },
      });
      expect(asked.statusCode).toBe(200);
      await down.app.outbox.idle();
      expect(down.smtp.to(user.email)).toHaveLength(0);
      down.smtp.setDown(false);
      clock.advance(backoffMs(1));
      await down.app.outbox.idle();
      expect(down.smtp.to(user.email)).toHaveLength(1);
      expect(down.smtp.to(user.email)[0]?.subject).toMatch(/password reset code/);
    } finally {
      await down.close();
    }
  });

  it('does not mail a code that a newer one replaced before it went out', async () => {
    const clock = createManualClock(new Date());
    const down = await buildTestApp({}, { clock });
    try {
      const user = await createUser(down.db.db);
      down.smtp.setDown(true);
      const ask = () =>
        down.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email } });
      expect((await ask()).statusCode).toBe(200);
      await down.app.outbox.idle();
      clock.advance(61_000);
      expect((await ask()).statusCode).toBe(200);
      down.smtp.setDown(false);
      clock.advance(backoffMs(6));
      await down.app.outbox.idle();
      // The first code is dead: only the second one is mailed.
      const mails = down.smtp.to(user.email);
      expect(mails).toHaveLength(1);
      const reset = await down.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { email: user.email, otp: codeFrom(mails[0]!), password: 'brand-new-password' },
      });
      expect(reset.statusCode).toBe(200);
    } finally {
      await down.close();
    }
  });
});
