import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createBrowser } from '../../../test/browser';
import { createUser, setStatus, uniqueEmail } from '../../../test/factories';
import { pictureOf, subjectOf } from '../../../test/oidc-provider';
import { files, users } from '../../../test/tables';
import { useOidcApp } from './oidc-app';

const { clock, state, continueWithProvider, usersWith, identitiesOf, expectNothingCreated } = useOidcApp();

describe('Continue with Google: a new user', () => {
  it('chooses a role, and the account is created with the verified email, name and photo, no password', async () => {
    const browser = createBrowser(state.ctx.app);
    const email = uniqueEmail('google');
    const { location } = await continueWithProvider(browser, { action: 'login', email, name: 'Gina Google' });
    expect(location).toBe('/select-role/google');
    // Nothing exists until the role is chosen.
    await expectNothingCreated(email);
    expect((await browser.get('/api/auth/oidc/pending')).json()).toEqual({ email, name: 'Gina Google' });

    const done = await browser.post('/api/auth/oidc/complete', { role: 'freelancer' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ role: 'freelancer' });
    expect(String(done.headers['set-cookie'])).toMatch(
      /accessToken=[\w-]{43}; Max-Age=604800; Path=\/; HttpOnly; SameSite=Lax/,
    );
    const me = await browser.get('/api/auth/me');
    expect(me.json().user).toMatchObject({
      email,
      name: 'Gina Google',
      role: 'freelancer',
      status: 'active',
    });

    const [user] = await state.ctx.db.db.select().from(users).where(eq(users.email, email));
    expect(user?.passwordHash).toBeNull();
    const [identity] = await identitiesOf(subjectOf(email));
    expect(identity).toMatchObject({
      userId: user?.id,
      issuer: state.provider.issuer,
      email,
      pictureUrl: pictureOf(state.provider.issuer, email),
    });
    // The provider's photo, fetched after commit, is the profile photo: re-encoded and served by us.
    await state.ctx.app.outbox.idle();
    const [withPhoto] = await state.ctx.db.db.select().from(users).where(eq(users.email, email));
    expect(withPhoto?.photoFileId).toBeTruthy();
    const [photo] = await state.ctx.db.db.select().from(files).where(eq(files.id, withPhoto!.photoFileId!));
    expect(photo).toMatchObject({ ownerId: user?.id, kind: 'photo', contentType: 'image/webp' });
    expect((await browser.get('/api/auth/me')).json().user.photoUrl).toBe(`/api/files/${photo?.id}`);
    // The role choice is single use.
    expect((await browser.post('/api/auth/oidc/complete', { role: 'client' })).statusCode).toBe(410);
  });

  it("drops text-direction controls from the provider's name (issue 31): it is not refused, the user did not type it", async () => {
    const browser = createBrowser(state.ctx.app);
    const email = uniqueEmail('bidi');
    await continueWithProvider(browser, { action: 'login', email, name: 'Gina\u202Eelgoog' });
    expect((await browser.get('/api/auth/oidc/pending')).json()).toEqual({ email, name: 'Ginaelgoog' });
  });

  it('comes back to their home with a session, like a password login', async () => {
    const email = uniqueEmail('google');
    const first = createBrowser(state.ctx.app);
    await continueWithProvider(first, { action: 'login', email });
    await first.post('/api/auth/oidc/complete', { role: 'client' });

    const again = createBrowser(state.ctx.app);
    const { location } = await continueWithProvider(again, { action: 'login', email });
    expect(location).toBe('/client/home');
    expect((await again.get('/api/auth/me')).json().user).toMatchObject({ email, role: 'client' });
    expect(await usersWith(email)).toBe(1);
  });

  it('is refused when the provider has not verified the email, and nothing is created', async () => {
    const email = uniqueEmail('unverified');
    const { location } = await continueWithProvider(createBrowser(state.ctx.app), {
      action: 'login',
      email,
      isEmailVerified: false,
    });
    expect(location).toBe('/login?oidc=no-email');
    await expectNothingCreated(email);
  });

  it('waits at most 15 minutes on the role choice', async () => {
    const browser = createBrowser(state.ctx.app);
    const email = uniqueEmail('slow');
    await continueWithProvider(browser, { action: 'login', email });
    clock.advance(15 * 60_000 + 1);
    try {
      expect((await browser.get('/api/auth/oidc/pending')).statusCode).toBe(404);
      const late = await browser.post('/api/auth/oidc/complete', { role: 'client' });
      expect(late.statusCode).toBe(410);
      expect(late.json()).toEqual({
        error: 'Your Google sign-in has expired. Please continue with Google again.',
      });
    } finally {
      clock.set(new Date());
    }
    await expectNothingCreated(email);
  });
});

describe('Continue with Google: existing accounts', () => {
  it('links a password account when the provider verified its email', async () => {
    const user = await createUser(state.ctx.db.db, { role: 'client' });
    const browser = createBrowser(state.ctx.app);
    const { location } = await continueWithProvider(browser, { action: 'login', email: user.email });
    expect(location).toBe('/client/home');
    expect((await browser.get('/api/auth/me')).json().user.id).toBe(user.id);
    expect(await identitiesOf(subjectOf(user.email))).toMatchObject([{ userId: user.id }]);
  });

  it('does not link when the email is not verified: the password first, then Profile Settings', async () => {
    const user = await createUser(state.ctx.db.db, { role: 'freelancer' });
    const browser = createBrowser(state.ctx.app);
    const { location } = await continueWithProvider(browser, {
      action: 'login',
      email: user.email,
      isEmailVerified: false,
    });
    expect(location).toBe('/login?oidc=unverified');
    expect(await identitiesOf(subjectOf(user.email))).toEqual([]);
    expect((await browser.get('/api/auth/me')).statusCode).toBe(401);
  });

  it('refuses a blocked user, by the same rule as a password login', async () => {
    const user = await createUser(state.ctx.db.db, { role: 'client' });
    await continueWithProvider(createBrowser(state.ctx.app), { action: 'login', email: user.email });
    await setStatus(state.ctx.db.db, user.id, 'blocked');
    const browser = createBrowser(state.ctx.app);
    const { location } = await continueWithProvider(browser, { action: 'login', email: user.email });
    expect(location).toBe('/login?oidc=blocked');
    expect((await browser.get('/api/auth/me')).statusCode).toBe(401);
    // The reason, for the login page to read once: from a cookie, not from the URL.
    expect((await browser.get('/api/auth/oidc/notice')).json()).toEqual({
      message: 'Your account has been blocked',
    });
    expect((await browser.get('/api/auth/oidc/notice')).json()).toEqual({ message: null });
  });

  it('lifts a suspension that has ended, as a password login does, and refuses one still running', async () => {
    const user = await createUser(state.ctx.db.db, { role: 'client' });
    await continueWithProvider(createBrowser(state.ctx.app), { action: 'login', email: user.email });
    const suspend = (until: Date) =>
      state.ctx.db.db
        .update(users)
        .set({ status: 'blocked', blockedReason: 'Spam.', blockedUntil: until })
        .where(eq(users.id, user.id));
    await suspend(new Date(clock.now().getTime() + 60_000));
    const refused = await continueWithProvider(createBrowser(state.ctx.app), {
      action: 'login',
      email: user.email,
    });
    expect(refused.location).toBe('/login?oidc=blocked');

    await suspend(new Date(clock.now().getTime() - 60_000));
    const browser = createBrowser(state.ctx.app);
    const { location } = await continueWithProvider(browser, { action: 'login', email: user.email });
    expect(location).toBe('/client/home');
    expect((await browser.get('/api/auth/me')).json().user).toMatchObject({ id: user.id, status: 'active' });
  });

  it('never signs an admin in: admin sign-in stays password-only', async () => {
    const admin = await createUser(state.ctx.db.db, { role: 'admin' });
    const { location } = await continueWithProvider(createBrowser(state.ctx.app), {
      action: 'login',
      email: admin.email,
    });
    expect(location).toBe('/login?oidc=admin');
    expect(await identitiesOf(subjectOf(admin.email))).toEqual([]);
  });
});
