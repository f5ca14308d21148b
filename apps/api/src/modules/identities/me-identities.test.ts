import { describe, expect, it } from 'vitest';
import { createBrowser } from '../../../test/browser';
import { createUser, uniqueEmail } from '../../../test/factories';
import { subjectOf } from '../../../test/oidc-provider';
import { useOidcApp } from './oidc-app';

const { state, continueWithProvider, identitiesOf } = useOidcApp();
type Browser = ReturnType<typeof createBrowser>;

describe('/api/me/identities', () => {
  const link = (browser: Browser) => () =>
    browser.post('/api/me/identities/link', { returnTo: '/client/settings' });

  async function passwordUserBrowser(role: 'client' | 'freelancer' = 'client') {
    const user = await createUser(state.ctx.db.db, { role });
    const browser = createBrowser(state.ctx.app);
    expect(
      (await browser.post('/api/auth/login', { email: user.email, password: user.password })).statusCode,
    ).toBe(200);
    return { user, browser };
  }

  it('links a provider account to the signed-in user, whatever its email, and lists it', async () => {
    const { user, browser } = await passwordUserBrowser();
    const googleEmail = uniqueEmail('other-address');
    const { location } = await continueWithProvider(
      browser,
      { action: 'login', email: googleEmail, isEmailVerified: false },
      { start: link(browser) },
    );
    expect(location).toBe('/client/settings?oidc=linked');
    const list = await browser.get('/api/me/identities');
    expect(list.json()).toEqual({
      hasPassword: true,
      identities: [
        {
          id: expect.any(String),
          provider: new URL(state.provider.issuer).host,
          email: googleEmail,
          createdAt: expect.any(String),
        },
      ],
    });
    expect((await identitiesOf(subjectOf(googleEmail)))[0]?.userId).toBe(user.id);
  });

  it("refuses to link a provider account that is another user's", async () => {
    const owner = await passwordUserBrowser();
    const googleEmail = uniqueEmail('taken');
    await continueWithProvider(
      owner.browser,
      { action: 'login', email: googleEmail },
      { start: link(owner.browser) },
    );
    const other = await passwordUserBrowser();
    const { location } = await continueWithProvider(
      other.browser,
      { action: 'login', email: googleEmail },
      { start: link(other.browser) },
    );
    expect(location).toBe('/client/settings?oidc=taken');
    expect((await identitiesOf(subjectOf(googleEmail))).map((i) => i.userId)).toEqual([owner.user.id]);
  });

  it('unlinks only while another sign-in method remains; a Google-only user can set a password', async () => {
    const browser = createBrowser(state.ctx.app);
    await continueWithProvider(browser, { action: 'login', email: uniqueEmail('only-google') });
    await browser.post('/api/auth/oidc/complete', { role: 'freelancer' });
    const listed = (await browser.get('/api/me/identities')).json();
    expect(listed.hasPassword).toBe(false);
    const id = listed.identities[0].id as string;

    const refused = await browser.delete(`/api/me/identities/${id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: 'Set a password or link another sign-in method before removing this one',
    });

    const mismatch = await browser.post('/api/me/password', {
      password: 'a-new-password-1',
      confirmPassword: 'other',
    });
    expect(mismatch.statusCode).toBe(400);
    const set = await browser.post('/api/me/password', {
      password: 'a-new-password-1',
      confirmPassword: 'a-new-password-1',
    });
    expect(set.json()).toEqual({ message: 'Your password has been set' });
    const twice = await browser.post('/api/me/password', {
      password: 'a-new-password-2',
      confirmPassword: 'a-new-password-2',
    });
    expect(twice.statusCode).toBe(409);

    expect((await browser.delete(`/api/me/identities/${id}`)).json()).toEqual({
      message: 'Sign-in method removed',
    });
    expect((await browser.get('/api/me/identities')).json()).toEqual({ hasPassword: true, identities: [] });
  });

  it("answers 404 for another user's sign-in method, 401 without a session, 403 for an admin", async () => {
    const owner = await passwordUserBrowser();
    await continueWithProvider(
      owner.browser,
      { action: 'login', email: uniqueEmail('mine') },
      { start: link(owner.browser) },
    );
    const id = (await owner.browser.get('/api/me/identities')).json().identities[0].id as string;
    const other = await passwordUserBrowser('freelancer');
    expect((await other.browser.delete(`/api/me/identities/${id}`)).statusCode).toBe(404);
    expect((await createBrowser(state.ctx.app).get('/api/me/identities')).statusCode).toBe(401);

    const admin = await createUser(state.ctx.db.db, { role: 'admin' });
    const adminBrowser = createBrowser(state.ctx.app);
    await adminBrowser.post('/api/auth/login', { email: admin.email, password: admin.password });
    const adminLink = await adminBrowser.post('/api/me/identities/link', { returnTo: '/admin' });
    expect(adminLink.statusCode).toBe(403);
  });
});
