import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import type { createBrowser } from '../../../test/browser';
import { buildTestApp, type TestContext } from '../../../test/build-test-app';
import {
  type ProviderAnswer,
  startOidcProvider,
  subjectOf,
  type TestOidcProvider,
} from '../../../test/oidc-provider';
import { createManualClock } from '../../lib/clock';
import { oidcFlows, userIdentities } from './schema';

export const REDIRECT_BASE = 'http://skillora.test';

/** One app with 'Continue with Google' set up against a test provider, for an OIDC test file. */
export function useOidcApp() {
  const clock = createManualClock(new Date());
  const state = {} as { ctx: TestContext; provider: TestOidcProvider };
  /** The app's warnings: why a provider answer was refused. */
  const logLines: string[] = [];
  const refusalsLogged = () =>
    logLines.filter((line) => line.includes('oidc: the provider answer was refused'));

  beforeAll(async () => {
    state.provider = await startOidcProvider({ redirectUris: [`${REDIRECT_BASE}/api/auth/oidc/callback`] });
    state.ctx = await buildTestApp(
      {
        OIDC_ISSUER: state.provider.issuer,
        OIDC_CLIENT_ID: state.provider.clientId,
        OIDC_CLIENT_SECRET: state.provider.clientSecret,
        OIDC_REDIRECT_BASE_URL: REDIRECT_BASE,
        LOG_LEVEL: 'warn',
      },
      { clock, logStream: { write: (line: string) => void logLines.push(line) } },
    );
  });
  afterAll(async () => {
    await state.ctx?.close();
    await state.provider?.close();
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
    const callback = await state.provider.drive(authorizationUrl.href, answer);
    expect(callback.origin).toBe(REDIRECT_BASE);
    beforeCallback(callback);
    const res = await browser.get(`${callback.pathname}${callback.search}`);
    expect(res.statusCode).toBe(303);
    return { location: String(res.headers.location), callback };
  }

  // Emails are unique: there is one such user or none.
  const usersWith = async (email: string) =>
    (await state.ctx.app.uow.read.users.findByEmail(email)) ? 1 : 0;
  const identitiesOf = (subject: string) =>
    state.ctx.db.db.select().from(userIdentities).where(eq(userIdentities.subject, subject));
  const flowsLeft = async () => (await state.ctx.db.db.select({ n: count() }).from(oidcFlows))[0]?.n;

  async function expectNothingCreated(email: string) {
    expect(await usersWith(email)).toBe(0);
    expect(await identitiesOf(subjectOf(email))).toEqual([]);
  }

  return {
    clock,
    state,
    refusalsLogged,
    continueWithProvider,
    usersWith,
    identitiesOf,
    flowsLeft,
    expectNothingCreated,
  };
}
