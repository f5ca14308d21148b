import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app';
import { createUser, loginAs, uniqueEmail } from '../../../test/factories';
import { codeFrom } from '../../../test/smtp';
import { listenOnRandomPort, openStream, type TestStream } from '../../../test/sse-client';
import { createManualClock } from '../../lib/clock';

let ctx: TestContext;
let baseUrl: string;
const clock = createManualClock(new Date());
const streams: TestStream[] = [];

beforeAll(async () => {
  ctx = await buildTestApp({}, { clock });
  baseUrl = await listenOnRandomPort(ctx.app);
});
afterAll(async () => {
  await Promise.all(streams.map((s) => s.close()));
  await ctx.close();
});

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
async function send(cookie: string | null, method: Method, url: string, payload?: object) {
  const res = await ctx.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload ? { payload } : {}),
  });
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers of every shape and assert on them
  return { status: res.statusCode, body: res.json() as Record<string, any> };
}

async function loginWith(email: string, password: string, userAgent = CHROME_WINDOWS) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'user-agent': userAgent },
    payload: { email, password },
  });
  return { status: res.statusCode, cookie: `accessToken=${res.json<{ accessToken: string }>().accessToken}` };
}

const me = async (cookie: string) => send(cookie, 'GET', '/api/auth/me');

describe('PATCH /api/me', () => {
  it('changes the name, and the session reads the new one at once', async () => {
    const user = await createUser(ctx.db.db, { role: 'client', name: 'Old Name' });
    const { cookie } = await loginAs(ctx.app, user.email);
    expect((await me(cookie)).body.user.name).toBe('Old Name');
    const res = await send(cookie, 'PATCH', '/api/me', { name: '  New Name  ' });
    expect(res).toMatchObject({
      status: 200,
      body: { data: { id: user.id, name: 'New Name', role: 'client' } },
    });
    expect((await me(cookie)).body.user.name).toBe('New Name');
  });

  it('refuses an empty or over-long name with the text the form shows, and a visitor with 401', async () => {
    const user = await createUser(ctx.db.db);
    const { cookie } = await loginAs(ctx.app, user.email);
    expect(await send(cookie, 'PATCH', '/api/me', { name: '   ' })).toMatchObject({
      status: 400,
      body: { error: 'Name is required' },
    });
    expect(await send(cookie, 'PATCH', '/api/me', { name: 'x'.repeat(101) })).toMatchObject({
      status: 400,
      body: { error: 'Name must be at most 100 characters' },
    });
    expect((await send(null, 'PATCH', '/api/me', { name: 'Nobody' })).status).toBe(401);
  });
});

describe('PUT /api/me/password', () => {
  it('needs the current password and the password rules', async () => {
    const user = await createUser(ctx.db.db);
    const { cookie } = await loginAs(ctx.app, user.email);
    const put = (body: object) => send(cookie, 'PUT', '/api/me/password', body);
    expect(await put({ currentPassword: 'wrong password!', newPassword: 'a fresh passphrase' })).toEqual({
      status: 400,
      body: { error: 'Your current password is incorrect' },
    });
    expect(await put({ currentPassword: user.password, newPassword: 'short' })).toEqual({
      status: 400,
      body: { error: 'Password must be at least 8 characters' },
    });
    expect(await put({ currentPassword: user.password, newPassword: '12345678' })).toEqual({
      status: 400,
      body: { error: 'This password is too common and easy to guess. Choose another one.' },
    });
    expect(await put({ currentPassword: user.password, newPassword: user.password })).toEqual({
      status: 400,
      body: { error: 'Choose a new password that differs from your current one' },
    });
    expect(await put({ currentPassword: '', newPassword: 'a fresh passphrase' })).toEqual({
      status: 400,
      body: { error: 'Enter your current password' },
    });
    // Nothing changed: the old password still signs in.
    expect((await loginWith(user.email, user.password)).status).toBe(200);
  });

  it('allows five wrong current passwords in 15 minutes, then answers 429 even for the right one', async () => {
    const user = await createUser(ctx.db.db);
    const { cookie } = await loginAs(ctx.app, user.email);
    const put = (currentPassword: string) =>
      send(cookie, 'PUT', '/api/me/password', { currentPassword, newPassword: 'a fresh passphrase' });
    for (let i = 0; i < 5; i++) expect((await put('a wrong guess')).status).toBe(400);
    expect(await put(user.password)).toEqual({
      status: 429,
      body: { error: 'Too many wrong passwords. Try again in 15 minutes.' },
    });
  });

  it('revokes every other session (signed out live), keeps this one, and mails a confirmation', async () => {
    const user = await createUser(ctx.db.db, { name: 'Pat Password' });
    const here = await loginWith(user.email, user.password);
    const phone = await loginWith(user.email, user.password, SAFARI_IPHONE);
    const laptop = await loginWith(user.email, user.password);
    const phoneTab = await openStream(baseUrl, phone.cookie);
    const hereTab = await openStream(baseUrl, here.cookie);
    streams.push(phoneTab, hereTab);
    await Promise.all([phoneTab.next('ready'), hereTab.next('ready')]);
    const mailsBefore = ctx.smtp.mails.length;

    const res = await send(here.cookie, 'PUT', '/api/me/password', {
      currentPassword: user.password,
      newPassword: 'a brand new passphrase',
    });
    expect(res).toEqual({
      status: 200,
      body: { message: 'Your password has been changed. Your other sessions were signed out.' },
    });

    expect((await phoneTab.next('session.ended')).data).toEqual({ reason: 'password-changed' });
    await phoneTab.closed();
    expect((await me(phone.cookie)).status).toBe(401);
    expect((await me(laptop.cookie)).status).toBe(401);
    expect((await me(here.cookie)).status).toBe(200);
    await ctx.app.outbox.idle();
    expect(hereTab.events.some((e) => e.type === 'session.ended')).toBe(false);

    const mail = await ctx.smtp.waitFor(user.email, mailsBefore);
    expect(mail.subject).toBe('Your Skillora password was changed');
    expect(mail.text).toContain('Every other device signed in to your account has been signed out.');
    expect((await loginWith(user.email, user.password)).status).toBe(401);
    expect((await loginWith(user.email, 'a brand new passphrase')).status).toBe(200);
  });
});

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

describe('GET /api/me/sessions and DELETE /api/me/sessions/{id}', () => {
  it('lists the sessions with device, last seen and which one is this', async () => {
    const user = await createUser(ctx.db.db);
    const here = await loginWith(user.email, user.password);
    await loginWith(user.email, user.password, SAFARI_IPHONE);
    const res = await send(here.cookie, 'GET', '/api/me/sessions');
    expect(res.status).toBe(200);
    const list = res.body.data as Array<{ device: string; isCurrent: boolean; lastSeenAt: string }>;
    expect(list.map((s) => [s.device, s.isCurrent]).sort()).toEqual([
      ['Chrome on Windows', true],
      ['Safari on iOS', false],
    ]);
    expect(Number.isNaN(Date.parse(list[0]!.lastSeenAt))).toBe(false);
  });

  it('revokes one session and signs that tab out live; another user’s session is not found', async () => {
    const user = await createUser(ctx.db.db);
    const stranger = await createUser(ctx.db.db);
    const here = await loginWith(user.email, user.password);
    const other = await loginWith(user.email, user.password, SAFARI_IPHONE);
    const strangers = await loginWith(stranger.email, stranger.password);
    const otherTab = await openStream(baseUrl, other.cookie);
    streams.push(otherTab);
    await otherTab.next('ready');
    const list = (await send(here.cookie, 'GET', '/api/me/sessions')).body.data as Array<{
      id: string;
      isCurrent: boolean;
    }>;
    const target = list.find((s) => !s.isCurrent)!;
    const strangerSession = (await send(strangers.cookie, 'GET', '/api/me/sessions')).body.data[0].id;

    expect(await send(here.cookie, 'DELETE', `/api/me/sessions/${strangerSession}`)).toEqual({
      status: 404,
      body: { error: 'This session has already ended' },
    });
    expect((await me(strangers.cookie)).status).toBe(200);
    expect(await send(here.cookie, 'DELETE', `/api/me/sessions/not-a-uuid`)).toMatchObject({ status: 404 });

    expect(await send(here.cookie, 'DELETE', `/api/me/sessions/${target.id}`)).toEqual({
      status: 200,
      body: { message: 'The session was signed out' },
    });
    expect((await otherTab.next('session.ended')).data).toEqual({ reason: 'revoked' });
    expect((await me(other.cookie)).status).toBe(401);
    expect((await me(here.cookie)).status).toBe(200);
    expect((await send(here.cookie, 'GET', '/api/me/sessions')).body.data).toHaveLength(1);
  });
});
