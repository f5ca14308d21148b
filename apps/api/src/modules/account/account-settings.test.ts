import { describe, expect, it } from 'vitest';
import { createUser, loginAs } from '../../../test/factories';
import {
  ctx,
  loginWith,
  me,
  openTab,
  SAFARI_IPHONE,
  send,
  setUpAccountSettings,
} from './account-settings.fixture';

setUpAccountSettings();

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
    const phoneTab = await openTab(phone.cookie);
    const hereTab = await openTab(here.cookie);
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
    const otherTab = await openTab(other.cookie);
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
