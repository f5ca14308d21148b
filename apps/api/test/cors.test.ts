import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { buildTestApp, type TestContext } from './build-test-app';
import { createUser, loginAs } from './factories';
import { listenOnRandomPort, openStream } from './sse-client';

const DEV = 'http://localhost:5173';
const SECOND = 'https://app.skillora.example';

let cors: TestContext;
let proxied: TestContext;
let plain: TestContext;
beforeAll(async () => {
  [cors, proxied, plain] = await Promise.all([
    buildTestApp({ CORS_ORIGINS: `${DEV}, ${SECOND}` }),
    buildTestApp({ TRUST_PROXY: 'true' }),
    buildTestApp(),
  ]);
});
afterAll(async () => {
  await Promise.all([cors.close(), proxied.close(), plain.close()]);
});

const preflight = (ctx: TestContext, origin: string) =>
  ctx.app.inject({
    method: 'OPTIONS',
    url: '/api/auth/login',
    headers: {
      origin,
      host: 'localhost:3000',
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type',
    },
  });

async function loginFrom(ctx: TestContext, headers: Record<string, string>) {
  const user = await createUser(ctx.db.db);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { host: 'localhost:3000', ...headers },
    payload: { email: user.email, password: user.password },
  });
}

describe('CORS_ORIGINS', () => {
  it('answers a preflight from a listed origin, with credentials allowed', async () => {
    const res = await preflight(cors, DEV);
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(DEV);
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    expect(String(res.headers['access-control-allow-methods'])).toMatch(/POST/);
    expect(String(res.headers['access-control-allow-headers'])).toMatch(/content-type/i);
    expect(String(res.headers.vary)).toMatch(/origin/i);
  });

  it('keeps Vary: Origin on the cached catalog lists, which vary on encoding too', async () => {
    const res = await cors.app.inject({
      method: 'GET',
      url: '/api/categories',
      headers: { host: 'localhost:3000', origin: DEV },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe(DEV);
    expect(String(res.headers.vary)).toMatch(/origin/i);
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
  });

  it('lets a listed origin sign in with its cookie, and read the answer', async () => {
    for (const origin of [DEV, SECOND]) {
      const res = await loginFrom(cors, { origin, 'sec-fetch-site': 'same-site' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['access-control-allow-origin']).toBe(origin);
      expect(res.headers['access-control-allow-credentials']).toBe('true');
      expect(String(res.headers['set-cookie'])).toMatch(/accessToken=/);
    }
    const read = await cors.app.inject({ method: 'GET', url: '/api/jobs', headers: { origin: DEV } });
    expect(read.headers['access-control-allow-origin']).toBe(DEV);
  });

  it('still refuses every other origin, preflight and request alike', async () => {
    for (const origin of ['http://localhost:5174', 'https://evil.example', 'null', `${DEV}.evil.example`]) {
      const pre = await preflight(cors, origin);
      expect(pre.statusCode).toBe(403);
      expect(pre.headers['access-control-allow-origin']).toBeUndefined();
      const res = await loginFrom(cors, { origin, 'sec-fetch-site': 'cross-site' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: 'Cross-site request refused' });
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  it('is off by default: no CORS headers, and another origin is refused', async () => {
    const pre = await preflight(plain, DEV);
    expect(pre.headers['access-control-allow-origin']).toBeUndefined();
    expect((await loginFrom(plain, { origin: DEV, 'sec-fetch-site': 'same-site' })).statusCode).toBe(403);
  });

  it('takes exact origins only: a bad entry stops start-up with one line', () => {
    expect(loadConfig({ CORS_ORIGINS: `${DEV}/` }).CORS_ORIGINS).toEqual([DEV]);
    for (const bad of ['localhost:5173', 'http://localhost:5173/app', 'ftp://x.example', '*']) {
      expect(() => loadConfig({ CORS_ORIGINS: bad })).toThrow(/^Invalid configuration: CORS_ORIGINS: /);
    }
  });
});

describe('the live stream from another origin', () => {
  let baseUrl: string;
  beforeAll(async () => {
    baseUrl = await listenOnRandomPort(cors.app);
  });

  async function openFrom(origin: string) {
    const user = await createUser(cors.db.db);
    const { cookie } = await loginAs(cors.app, user.email);
    const stream = await openStream(baseUrl, cookie, { origin, 'sec-fetch-site': 'same-site' });
    try {
      await stream.next('ready');
      return { status: stream.status, headers: stream.headers };
    } finally {
      await stream.close();
    }
  }

  it('carries the CORS headers for a listed origin, so it opens with credentials', async () => {
    const { status, headers } = await openFrom(DEV);
    expect(status).toBe(200);
    expect(headers.get('access-control-allow-origin')).toBe(DEV);
    expect(headers.get('access-control-allow-credentials')).toBe('true');
    expect(String(headers.get('vary'))).toMatch(/origin/i);
    expect(headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(headers.get('content-type')).toMatch(/^text\/event-stream/);
  });

  it('carries none for any other origin, whose browser then keeps the stream from it', async () => {
    // A GET changes nothing, so the cross-site check lets it through as it does any read; without
    // the CORS headers the page on that origin cannot read a byte of it.
    const { status, headers } = await openFrom('https://evil.example');
    expect(status).toBe(200);
    expect(headers.get('access-control-allow-origin')).toBeNull();
    expect(headers.get('access-control-allow-credentials')).toBeNull();
  });
});

describe('TRUST_PROXY behind a proxy that rewrites Host', () => {
  const forwarded = {
    host: 'skillora-api:3000',
    'x-forwarded-host': 'skillora.example',
    'x-forwarded-proto': 'https',
  };

  it('lets a same-origin request through by X-Forwarded-Host', async () => {
    const res = await loginFrom(proxied, {
      ...forwarded,
      origin: 'https://skillora.example',
      'sec-fetch-site': 'same-origin',
    });
    expect(res.statusCode).toBe(200);
  });

  it('still refuses another origin, and ignores X-Forwarded-Host without TRUST_PROXY', async () => {
    const evil = await loginFrom(proxied, { ...forwarded, origin: 'https://evil.example' });
    expect(evil.statusCode).toBe(403);
    const untrusted = await loginFrom(plain, { ...forwarded, origin: 'https://skillora.example' });
    expect(untrusted.statusCode).toBe(403);
  });
});
