import { describe, expect, it } from 'vitest';
import { createUser, loginAs, uniqueEmail } from '../../../test/factories';
import { codeFrom } from '../../../test/smtp';
import { clock, ctx, loginWith, me, send, setUpAccountSettings } from './account-settings.fixture';

setUpAccountSettings();

describe('POST /api/me/email and /api/me/email/verify', () => {
  it('switches only after the code mailed to the new address, and tells the old one', async () => {
    const user = await createUser(ctx.db.db, { name: 'Eve Email' });
    const { cookie } = await loginAs(ctx.app, user.email);
    const newEmail = uniqueEmail('new');
    const asked = await send(cookie, 'POST', '/api/me/email', { email: newEmail.toUpperCase() });
    expect(asked).toEqual({ status: 200, body: { message: `We sent a code to ${newEmail}` } });
    await ctx.app.outbox.idle();
    const codeMail = await ctx.smtp.waitFor(newEmail);
    expect(codeMail.subject).toMatch(/^Your Skillora email change code: \d{6}$/);
    const code = codeFrom(codeMail);

    // Nothing switched yet: the old address still signs in, the new one does not.
    expect((await me(cookie)).body.user.email).toBe(user.email);
    expect((await loginWith(newEmail, user.password)).status).toBe(401);

    const wrong = code === '000000' ? '111111' : '000000';
    expect(await send(cookie, 'POST', '/api/me/email/verify', { otp: wrong })).toEqual({
      status: 400,
      body: { error: 'Invalid OTP' },
    });
    expect(await send(cookie, 'POST', '/api/me/email/verify', { otp: '12ab' })).toEqual({
      status: 400,
      body: { error: 'Enter the 6-digit code' },
    });
    const before = ctx.smtp.mails.length;
    const verified = await send(cookie, 'POST', '/api/me/email/verify', { otp: code });
    expect(verified).toMatchObject({ status: 200, body: { data: { id: user.id, email: newEmail } } });
    expect((await me(cookie)).body.user.email).toBe(newEmail);
    expect((await loginWith(newEmail, user.password)).status).toBe(200);
    expect((await loginWith(user.email, user.password)).status).toBe(401);

    const notice = await ctx.smtp.waitFor(user.email, before);
    expect(notice.subject).toBe('The email of your Skillora account was changed');
    expect(notice.text).toContain(`changed to ${newEmail}`);
    // The code is spent.
    expect(await send(cookie, 'POST', '/api/me/email/verify', { otp: code })).toEqual({
      status: 400,
      body: { error: 'Request a code for your new email first' },
    });
  });

  it('refuses an address another account has (409), its own (400), and a bad one (400)', async () => {
    const user = await createUser(ctx.db.db);
    const other = await createUser(ctx.db.db);
    const { cookie } = await loginAs(ctx.app, user.email);
    expect(await send(cookie, 'POST', '/api/me/email', { email: other.email })).toEqual({
      status: 409,
      body: { error: 'This email is already used by another account' },
    });
    expect(await send(cookie, 'POST', '/api/me/email', { email: user.email })).toEqual({
      status: 400,
      body: { error: 'This is already the email of your account' },
    });
    expect(await send(cookie, 'POST', '/api/me/email', { email: 'not-an-email' })).toEqual({
      status: 400,
      body: { error: 'Enter a valid email' },
    });
  });

  it('refuses at verification when the address was taken meanwhile', async () => {
    const user = await createUser(ctx.db.db);
    const { cookie } = await loginAs(ctx.app, user.email);
    const wanted = uniqueEmail('wanted');
    await send(cookie, 'POST', '/api/me/email', { email: wanted });
    await ctx.app.outbox.idle();
    const code = codeFrom(await ctx.smtp.waitFor(wanted));
    await createUser(ctx.db.db, { email: wanted });
    expect(await send(cookie, 'POST', '/api/me/email/verify', { otp: code })).toEqual({
      status: 409,
      body: { error: 'This email is already used by another account' },
    });
    expect((await me(cookie)).body.user.email).toBe(user.email);
  });

  it('has the sign-up code rules: a resend cooldown, five wrong tries, ten minutes', async () => {
    const user = await createUser(ctx.db.db);
    const { cookie } = await loginAs(ctx.app, user.email);
    const newEmail = uniqueEmail('rules');
    expect((await send(cookie, 'POST', '/api/me/email', { email: newEmail })).status).toBe(200);
    const again = await send(cookie, 'POST', '/api/me/email', { email: newEmail });
    expect(again.status).toBe(429);
    expect(again.body.error).toMatch(/^Please wait \d+ seconds before requesting a new code$/);

    await ctx.app.outbox.idle();
    const code = codeFrom(await ctx.smtp.waitFor(newEmail));
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      expect((await send(cookie, 'POST', '/api/me/email/verify', { otp: wrong })).status).toBe(400);
    }
    expect(await send(cookie, 'POST', '/api/me/email/verify', { otp: code })).toEqual({
      status: 429,
      body: { error: 'Too many wrong codes. Request a new code.' },
    });

    clock.advance(61_000);
    const mailsBefore = ctx.smtp.mails.length;
    expect((await send(cookie, 'POST', '/api/me/email', { email: newEmail })).status).toBe(200);
    await ctx.app.outbox.idle();
    const fresh = codeFrom(await ctx.smtp.waitFor(newEmail, mailsBefore));
    clock.advance(10 * 60_000 + 1);
    expect(await send(cookie, 'POST', '/api/me/email/verify', { otp: fresh })).toEqual({
      status: 400,
      body: { error: 'OTP expired' },
    });
    expect((await me(cookie)).body.user.email).toBe(user.email);
  });
});

describe('GET and DELETE /api/me/email', () => {
  it('answers the change waiting for its code, with the resend countdown, until it is used', async () => {
    const user = await createUser(ctx.db.db);
    const { cookie } = await loginAs(ctx.app, user.email);
    expect(await send(cookie, 'GET', '/api/me/email')).toEqual({ status: 200, body: { data: null } });

    const newEmail = uniqueEmail('pending');
    await send(cookie, 'POST', '/api/me/email', { email: newEmail });
    const sentAt = clock.now().getTime();
    clock.advance(15_000);
    // What a reload (or another device) finds: the address and the seconds left of the cooldown.
    expect(await send(cookie, 'GET', '/api/me/email')).toEqual({
      status: 200,
      body: {
        data: {
          newEmail,
          resendInSeconds: 45,
          expiresAt: new Date(sentAt + 10 * 60_000).toISOString(),
        },
      },
    });
    clock.advance(50_000);
    expect((await send(cookie, 'GET', '/api/me/email')).body.data).toMatchObject({ resendInSeconds: 0 });

    await ctx.app.outbox.idle();
    const code = codeFrom(await ctx.smtp.waitFor(newEmail));
    expect((await send(cookie, 'POST', '/api/me/email/verify', { otp: code })).status).toBe(200);
    expect(await send(cookie, 'GET', '/api/me/email')).toEqual({ status: 200, body: { data: null } });
  });

  it('forgets an expired code, and a cancelled one, without resetting the resend limits', async () => {
    const user = await createUser(ctx.db.db);
    const { cookie } = await loginAs(ctx.app, user.email);
    const first = uniqueEmail('expiring');
    await send(cookie, 'POST', '/api/me/email', { email: first });
    clock.advance(10 * 60_000);
    expect((await send(cookie, 'GET', '/api/me/email')).body).toEqual({ data: null });

    const second = uniqueEmail('cancelled');
    expect((await send(cookie, 'POST', '/api/me/email', { email: second })).status).toBe(200);
    await ctx.app.outbox.idle();
    const code = codeFrom(await ctx.smtp.waitFor(second));
    expect(await send(cookie, 'DELETE', '/api/me/email')).toEqual({
      status: 200,
      body: { message: 'The email change was cancelled' },
    });
    expect((await send(cookie, 'GET', '/api/me/email')).body).toEqual({ data: null });
    // Its code no longer works, and another code still waits for the cooldown.
    expect((await send(cookie, 'POST', '/api/me/email/verify', { otp: code })).status).toBe(400);
    const again = await send(cookie, 'POST', '/api/me/email', { email: uniqueEmail('third') });
    expect(again.status).toBe(429);
    expect((await me(cookie)).body.user.email).toBe(user.email);
  });

  it('needs a session', async () => {
    expect((await send(null, 'GET', '/api/me/email')).status).toBe(401);
    expect((await send(null, 'DELETE', '/api/me/email')).status).toBe(401);
  });
});
