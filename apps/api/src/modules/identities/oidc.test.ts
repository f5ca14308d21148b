import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBrowser } from '../../../test/browser';
import { buildTestApp, type TestContext } from '../../../test/build-test-app';
import { createUser, setStatus, uniqueEmail } from '../../../test/factories';
import {
  type ProviderAnswer,
  pictureOf,
  startOidcProvider,
  subjectOf,
  type TestOidcProvider,
} from '../../../test/oidc-provider';
import { files, oidcFlows, userIdentities, users } from '../../db/schema';
import { createManualClock } from '../../lib/clock';
import { oidcSettings } from './oidc-client';

const REDIRECT_BASE = 'http://skillora.test';
const clock = createManualClock(new Date());
let provider: TestOidcProvider;
let ctx: TestContext;
/** The app's warnings: why a provider answer was refused. */
const logLines: string[] = [];
const refusalsLogged = () =>
  logLines.filter((line) => line.includes('oidc: the provider answer was refused'));

beforeAll(async () => {
  provider = await startOidcProvider({ redirectUris: [`${REDIRECT_BASE}/api/auth/oidc/callback`] });
  ctx = await buildTestApp(
    {
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
      OIDC_REDIRECT_BASE_URL: REDIRECT_BASE,
      LOG_LEVEL: 'warn',
    },
    { clock, logStream: { write: (line: string) => void logLines.push(line) } },
  );
});
afterAll(async () => {
  await ctx?.close();
  await provider?.close();
});

type Browser = ReturnType<typeof createBrowser>;

/** The whole round trip: start, the provider (its URL optionally tampered with), the callback. */
async function continueWithProvider(
  browser: Browser,
  answer: ProviderAnswer,
  {
    start = () => browser.post('/api/auth/oidc/start'),
    tamper = () => {},
    beforeCallback = () => {},
  }: {
    start?: () => ReturnType<Browser['post']>;
    tamper?: (authorizationUrl: URL) => void | Promise<void>;
    beforeCallback?: (callback: URL) => void;
  } = {},
) {
  const started = await start();
  expect(started.statusCode).toBe(200);
  const authorizationUrl = new URL(started.json<{ url: string }>().url);
  await tamper(authorizationUrl);
  const callback = await provider.drive(authorizationUrl.href, answer);
  expect(callback.origin).toBe(REDIRECT_BASE);
  beforeCallback(callback);
  const res = await browser.get(`${callback.pathname}${callback.search}`);
  expect(res.statusCode).toBe(303);
  return { location: String(res.headers.location), callback };
}

const usersWith = async (email: string) =>
  (await ctx.db.db.select({ n: count() }).from(users).where(eq(users.email, email)))[0]?.n;
const identitiesOf = (subject: string) =>
  ctx.db.db.select().from(userIdentities).where(eq(userIdentities.subject, subject));
const flowsLeft = async () => (await ctx.db.db.select({ n: count() }).from(oidcFlows))[0]?.n;

async function expectNothingCreated(email: string) {
  expect(await usersWith(email)).toBe(0);
  expect(await identitiesOf(subjectOf(email))).toEqual([]);
}

describe('Continue with Google: a new user', () => {
  it('chooses a role, and the account is created with the verified email, name and photo, no password', async () => {
    const browser = createBrowser(ctx.app);
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

    const [user] = await ctx.db.db.select().from(users).where(eq(users.email, email));
    expect(user?.passwordHash).toBeNull();
    const [identity] = await identitiesOf(subjectOf(email));
    expect(identity).toMatchObject({
      userId: user?.id,
      issuer: provider.issuer,
      email,
      pictureUrl: pictureOf(provider.issuer, email),
    });
    // The provider's photo, fetched after commit, is the profile photo: re-encoded and served by us.
    await ctx.app.outbox.idle();
    const [withPhoto] = await ctx.db.db.select().from(users).where(eq(users.email, email));
    expect(withPhoto?.photoFileId).toBeTruthy();
    const [photo] = await ctx.db.db.select().from(files).where(eq(files.id, withPhoto!.photoFileId!));
    expect(photo).toMatchObject({ ownerId: user?.id, kind: 'photo', contentType: 'image/webp' });
    expect((await browser.get('/api/auth/me')).json().user.photoUrl).toBe(`/api/files/${photo?.id}`);
    // The role choice is single use.
    expect((await browser.post('/api/auth/oidc/complete', { role: 'client' })).statusCode).toBe(410);
  });

  it('comes back to their home with a session, like a password login', async () => {
    const email = uniqueEmail('google');
    const first = createBrowser(ctx.app);
    await continueWithProvider(first, { action: 'login', email });
    await first.post('/api/auth/oidc/complete', { role: 'client' });

    const again = createBrowser(ctx.app);
    const { location } = await continueWithProvider(again, { action: 'login', email });
    expect(location).toBe('/client/home');
    expect((await again.get('/api/auth/me')).json().user).toMatchObject({ email, role: 'client' });
    expect(await usersWith(email)).toBe(1);
  });

  it('is refused when the provider has not verified the email, and nothing is created', async () => {
    const email = uniqueEmail('unverified');
    const { location } = await continueWithProvider(createBrowser(ctx.app), {
      action: 'login',
      email,
      isEmailVerified: false,
    });
    expect(location).toBe('/login?oidc=no-email');
    await expectNothingCreated(email);
  });

  it('waits at most 15 minutes on the role choice', async () => {
    const browser = createBrowser(ctx.app);
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
    const user = await createUser(ctx.db.db, { role: 'client' });
    const browser = createBrowser(ctx.app);
    const { location } = await continueWithProvider(browser, { action: 'login', email: user.email });
    expect(location).toBe('/client/home');
    expect((await browser.get('/api/auth/me')).json().user.id).toBe(user.id);
    expect(await identitiesOf(subjectOf(user.email))).toMatchObject([{ userId: user.id }]);
  });

  it('does not link when the email is not verified: the password first, then Profile Settings', async () => {
    const user = await createUser(ctx.db.db, { role: 'freelancer' });
    const browser = createBrowser(ctx.app);
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
    const user = await createUser(ctx.db.db, { role: 'client' });
    await continueWithProvider(createBrowser(ctx.app), { action: 'login', email: user.email });
    await setStatus(ctx.db.db, user.id, 'blocked');
    const browser = createBrowser(ctx.app);
    const { location } = await continueWithProvider(browser, { action: 'login', email: user.email });
    expect(location).toBe('/login?oidc=blocked');
    expect((await browser.get('/api/auth/me')).statusCode).toBe(401);
  });

  it('never signs an admin in: admin sign-in stays password-only', async () => {
    const admin = await createUser(ctx.db.db, { role: 'admin' });
    const { location } = await continueWithProvider(createBrowser(ctx.app), {
      action: 'login',
      email: admin.email,
    });
    expect(location).toBe('/login?oidc=admin');
    expect(await identitiesOf(subjectOf(admin.email))).toEqual([]);
  });
});

describe('Continue with Google: refusals (each → /login with its message, nothing created)', () => {
  it('the user cancels at the provider', async () => {
    const email = uniqueEmail('cancel');
    const { location } = await continueWithProvider(createBrowser(ctx.app), { action: 'cancel' });
    expect(location).toBe('/login?oidc=cancelled');
    await expectNothingCreated(email);
  });

  it('state tampered with on the way to the provider', async () => {
    const email = uniqueEmail('state');
    const before = await flowsLeft();
    const { location } = await continueWithProvider(
      createBrowser(ctx.app),
      { action: 'login', email },
      { tamper: (url) => url.searchParams.set('state', 'forged-state-value') },
    );
    expect(location).toBe('/login?oidc=state');
    await expectNothingCreated(email);
    expect(await flowsLeft()).toBe(before);
  });

  it("a callback carrying another flow's state (login CSRF)", async () => {
    const email = uniqueEmail('csrf');
    const attacker = createBrowser(ctx.app);
    const victim = createBrowser(ctx.app);
    // The attacker's own code and state, delivered to a victim who started a flow of their own.
    await victim.post('/api/auth/oidc/start');
    const started = await attacker.post('/api/auth/oidc/start');
    const callback = await provider.drive(started.json<{ url: string }>().url, { action: 'login', email });
    const res = await victim.get(`${callback.pathname}${callback.search}`);
    expect(res.headers.location).toBe('/login?oidc=state');
    await expectNothingCreated(email);
  });

  it('nonce tampered with: the ID token answers another nonce', async () => {
    const email = uniqueEmail('nonce');
    const { location } = await continueWithProvider(
      createBrowser(ctx.app),
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
      createBrowser(ctx.app),
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
    const browser = createBrowser(ctx.app);
    const { callback } = await continueWithProvider(browser, { action: 'login', email });
    const replay = await browser.get(`${callback.pathname}${callback.search}`);
    expect(replay.headers.location).toBe('/login?oidc=expired');
    const stranger = await createBrowser(ctx.app).get(`${callback.pathname}${callback.search}`);
    expect(stranger.headers.location).toBe('/login?oidc=expired');
  });

  it('a flow older than 10 minutes: expired', async () => {
    const email = uniqueEmail('late');
    try {
      const { location } = await continueWithProvider(
        createBrowser(ctx.app),
        { action: 'login', email },
        { beforeCallback: () => clock.advance(10 * 60_000 + 1) },
      );
      expect(location).toBe('/login?oidc=expired');
    } finally {
      clock.set(new Date());
    }
    await expectNothingCreated(email);
  });
});

describe('/api/me/identities', () => {
  const link = (browser: Browser) => () =>
    browser.post('/api/me/identities/link', { returnTo: '/client/settings' });

  async function passwordUserBrowser(role: 'client' | 'freelancer' = 'client') {
    const user = await createUser(ctx.db.db, { role });
    const browser = createBrowser(ctx.app);
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
          provider: new URL(provider.issuer).host,
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
    const browser = createBrowser(ctx.app);
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
    expect((await createBrowser(ctx.app).get('/api/me/identities')).statusCode).toBe(401);

    const admin = await createUser(ctx.db.db, { role: 'admin' });
    const adminBrowser = createBrowser(ctx.app);
    await adminBrowser.post('/api/auth/login', { email: admin.email, password: admin.password });
    const adminLink = await adminBrowser.post('/api/me/identities/link', { returnTo: '/admin' });
    expect(adminLink.statusCode).toBe(403);
  });
});

describe('Continue with Google when not configured', () => {
  it('answers that it is not available, and the callback sends the user back to /login', async () => {
    const bare = await buildTestApp();
    try {
      const res = await bare.app.inject({ method: 'POST', url: '/api/auth/oidc/start' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        error: 'Google sign-in is not available yet. Please use your email and password.',
      });
      const callback = await bare.app.inject({
        method: 'GET',
        url: '/api/auth/oidc/callback?code=x&state=y',
      });
      expect(callback.headers.location).toBe('/login?oidc=unavailable');
    } finally {
      await bare.close();
    }
  });
});

describe('OIDC configuration', () => {
  it('takes issuer, client id and secret together or not at all; the redirect origin defaults to the site', async () => {
    const { loadConfig } = await import('../../config');
    const all = {
      OIDC_ISSUER: 'https://accounts.google.com',
      OIDC_CLIENT_ID: 'id.apps.googleusercontent.com',
      OIDC_CLIENT_SECRET: 'secret',
      OIDC_REDIRECT_BASE_URL: 'https://skillora.example',
    };
    expect(loadConfig(all).OIDC_ISSUER).toBe('https://accounts.google.com');
    expect(loadConfig({}).OIDC_ISSUER).toBeUndefined();
    expect(() => loadConfig({ ...all, OIDC_CLIENT_SECRET: '' })).toThrow(
      'Invalid configuration: OIDC_ISSUER: OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together (OIDC_REDIRECT_BASE_URL only with them)',
    );
    expect(() => loadConfig({ OIDC_REDIRECT_BASE_URL: 'https://skillora.example' })).toThrow(
      /^Invalid configuration: OIDC_ISSUER/,
    );
    const { OIDC_REDIRECT_BASE_URL: _, ...three } = all;
    expect(oidcSettings(loadConfig(three))?.redirectUri).toBe('http://localhost:3000/api/auth/oidc/callback');
    expect(oidcSettings(loadConfig({ ...three, APP_URL: 'https://skillora.example/' }))?.redirectUri).toBe(
      'https://skillora.example/api/auth/oidc/callback',
    );
    expect(oidcSettings(loadConfig(all))?.redirectUri).toBe(
      'https://skillora.example/api/auth/oidc/callback',
    );
    expect(() => loadConfig({ ...all, OIDC_ISSUER: 'ftp://accounts.google.com' })).toThrow(
      /^Invalid configuration: OIDC_ISSUER/,
    );
  });
});
