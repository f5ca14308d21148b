import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app';
import { listenOnRandomPort, openStream, type TestStream } from '../../../test/sse-client';
import { createManualClock } from '../../lib/clock';

// The app both Profile Settings test files start from (bound when the file's hooks have run): one
// listening on a port, so tabs can open the live stream, with a clock the tests move.
export let ctx: TestContext;
let baseUrl: string;
export const clock = createManualClock(new Date());
const streams: TestStream[] = [];

export function setUpAccountSettings() {
  beforeAll(async () => {
    ctx = await buildTestApp({}, { clock });
    baseUrl = await listenOnRandomPort(ctx.app);
  });
  afterAll(async () => {
    await Promise.all(streams.map((s) => s.close()));
    await ctx.close();
  });
}

/** A signed-in tab's live stream, closed with the app. */
export async function openTab(cookie: string) {
  const tab = await openStream(baseUrl, cookie);
  streams.push(tab);
  return tab;
}

export const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
export const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export async function send(cookie: string | null, method: Method, url: string, payload?: object) {
  const res = await ctx.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload ? { payload } : {}),
  });
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers of every shape and assert on them
  return { status: res.statusCode, body: res.json() as Record<string, any> };
}

export async function loginWith(email: string, password: string, userAgent = CHROME_WINDOWS) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'user-agent': userAgent },
    payload: { email, password },
  });
  return { status: res.statusCode, cookie: `accessToken=${res.json<{ accessToken: string }>().accessToken}` };
}

export const me = async (cookie: string) => send(cookie, 'GET', '/api/auth/me');
