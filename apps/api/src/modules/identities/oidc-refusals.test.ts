import { describe, expect, it } from 'vitest';
import { createBrowser } from '../../../test/browser';
import { uniqueEmail } from '../../../test/factories';
import { useOidcApp } from './oidc-app';

const { clock, state, refusalsLogged, continueWithProvider, flowsLeft, expectNothingCreated } = useOidcApp();

describe('Continue with Google: refusals (each → /login with its message, nothing created)', () => {
  it('the user cancels at the provider', async () => {
    const email = uniqueEmail('cancel');
    const { location } = await continueWithProvider(createBrowser(state.ctx.app), { action: 'cancel' });
    expect(location).toBe('/login?oidc=cancelled');
    await expectNothingCreated(email);
  });

  it('state tampered with on the way to the provider', async () => {
    const email = uniqueEmail('state');
    const before = await flowsLeft();
    const { location } = await continueWithProvider(
      createBrowser(state.ctx.app),
      { action: 'login', email },
      { tamper: (url) => url.searchParams.set('state', 'forged-state-value') },
    );
    expect(location).toBe('/login?oidc=state');
    await expectNothingCreated(email);
    expect(await flowsLeft()).toBe(before);
  });

  it("a callback carrying another flow's state (login CSRF)", async () => {
    const email = uniqueEmail('csrf');
    const attacker = createBrowser(state.ctx.app);
    const victim = createBrowser(state.ctx.app);
    // The attacker's own code and state, delivered to a victim who started a flow of their own.
    await victim.post('/api/auth/oidc/start');
    const started = await attacker.post('/api/auth/oidc/start');
    const callback = await state.provider.drive(started.json<{ url: string }>().url, {
      action: 'login',
      email,
    });
    const res = await victim.get(`${callback.pathname}${callback.search}`);
    expect(res.headers.location).toBe('/login?oidc=state');
    await expectNothingCreated(email);
  });

  it('nonce tampered with: the ID token answers another nonce', async () => {
    const email = uniqueEmail('nonce');
    const { location } = await continueWithProvider(
      createBrowser(state.ctx.app),
      { action: 'login', email },
      { tamper: (url) => url.searchParams.set('nonce', 'forged-nonce-value') },
    );
    expect(location).toBe('/login?oidc=provider');
    expect(refusalsLogged().at(-1)).toContain('unexpected ID Token \\"nonce\\" claim value');
    // The reason, not the refused ID token: its claims are personal data.
    expect(refusalsLogged().at(-1)).not.toContain(email);
    await expectNothingCreated(email);
  });

  it('PKCE tampered with: the code was issued for another challenge', async () => {
    const email = uniqueEmail('pkce');
    const { location } = await continueWithProvider(
      createBrowser(state.ctx.app),
      { action: 'login', email },
      {
        // The challenge of a verifier the app never had (S256 of 43 × 'a').
        tamper: (url) =>
          url.searchParams.set('code_challenge', 'nFEoC1gHyd1-2a0b7OpH-iCBhAnuxATSS9kEtgXK_mw'),
      },
    );
    expect(location).toBe('/login?oidc=provider');
    await expectNothingCreated(email);
  });

  it('the same callback twice, or with no flow cookie: expired', async () => {
    const email = uniqueEmail('replay');
    const browser = createBrowser(state.ctx.app);
    const { callback } = await continueWithProvider(browser, { action: 'login', email });
    const replay = await browser.get(`${callback.pathname}${callback.search}`);
    expect(replay.headers.location).toBe('/login?oidc=expired');
    const stranger = await createBrowser(state.ctx.app).get(`${callback.pathname}${callback.search}`);
    expect(stranger.headers.location).toBe('/login?oidc=expired');
  });

  it('a flow older than 10 minutes: expired', async () => {
    const email = uniqueEmail('late');
    try {
      const { location } = await continueWithProvider(
        createBrowser(state.ctx.app),
        { action: 'login', email },
        { beforeCallback: () => clock.advance(10 * 60_000 + 1) },
      );
      expect(location).toBe('/login?oidc=expired');
    } finally {
      clock.set(new Date());
    }
    await expectNothingCreated(email);
  });

  // Issue 31, defect 10: the provider's email meets the rule of /api/auth/register (EmailSchema).
  it.each([
    ['a zero-width space', (id: string) => `ada\u200b${id}@example.com`],
    ['HTML', (id: string) => `<img src=x onerror=alert(1)>${id}@example.com`],
    ['300 characters', (id: string) => `${id}${'a'.repeat(300 - id.length - 12)}@example.com`],
  ])('an email with %s, which /signup refuses: invalid-email', async (_, emailOf) => {
    const email = emailOf(uniqueEmail('bad').split('@')[0]!).toLowerCase();
    const signup = await state.ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Ada', email, password: 'analytical-engine-1843', role: 'client' },
    });
    expect(signup.statusCode).toBe(400);
    const before = await flowsLeft();
    const { location } = await continueWithProvider(createBrowser(state.ctx.app), { action: 'login', email });
    expect(location).toBe('/login?oidc=invalid-email');
    await expectNothingCreated(email);
    // No sign-up is pending either: nothing to choose a role for.
    expect(await flowsLeft()).toBe(before);
  });
});
