import { createHash } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../test/build-test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ WEB_DIST: path.join(import.meta.dirname, '../test/fixtures/web-build') });
});
afterAll(async () => ctx.close());

describe('serving the web app', () => {
  it.each([
    ['/', 'Skillora test shell'],
    ['/?ref=mail', 'Skillora test shell'],
    ['/about', 'Skillora test about page'],
    ['/about?from=footer', 'Skillora test about page'],
    ['/about/team', 'Skillora test app shell'],
    ['/terms', 'Skillora test app shell'],
    ['/client/home', 'Skillora test app shell'],
    ['/admin/job-categories', 'Skillora test app shell'],
    ['/no/such/page?x=1', 'Skillora test app shell'],
    ['/jobs?q=node.js', 'Skillora test app shell'],
  ])('answers %s with its page so deep links survive a reload (%s)', async (url, title) => {
    const res = await ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain(`<title>${title}</title>`);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    '/assets/app-old999.js',
    '/assets/missing.css',
    '/favicon.png',
    '/index.html',
    '/pages/about.html',
  ])('answers a missing file %s with 404, never with the page', async (url) => {
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Not found' });
  });

  it('serves hashed assets with a year of immutable caching', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('hashed asset');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends security headers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // HSTS only over HTTPS.
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('gives every answer a request id: a 404, a refused request and an id the router refuses', async () => {
    const answers = [
      await ctx.app.inject({ method: 'GET', url: '/api/no-such-thing' }),
      await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { 'sec-fetch-site': 'cross-site' },
      }),
      // Longer than the router's parameter limit: answered by frameworkErrors, before any hook.
      await ctx.app.inject({ method: 'GET', url: `/api/jobs/${'a'.repeat(150)}` }),
    ];
    expect(answers.map((res) => res.statusCode)).toEqual([404, 403, 404]);
    for (const res of answers) expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("allows the pages' own inline scripts by their hashes, and no inline script elsewhere", async () => {
    for (const [url, code] of [
      ['/', 'document.documentElement.dataset.shell = "1";'],
      ['/about', 'document.documentElement.dataset.about = "1";'],
      ['/client/home', 'document.documentElement.dataset.app = "1";'],
    ] as const) {
      const page = await ctx.app.inject({ method: 'GET', url });
      expect(page.body).toContain(`<script>${code}</script>`);
      const hash = createHash('sha256').update(code).digest('base64');
      expect(String(page.headers['content-security-policy'])).toMatch(
        new RegExp(`script-src 'self'( 'sha256-[^']+')* 'sha256-${hash.replace(/[+/=]/g, '\\$&')}'`),
      );
    }
    // Each page allows its own scripts only.
    const about = await ctx.app.inject({ method: 'GET', url: '/about' });
    const shellHash = createHash('sha256').update('document.documentElement.dataset.shell = "1";');
    expect(String(about.headers['content-security-policy'])).not.toContain(shellHash.digest('base64'));
    const api = await ctx.app.inject({ method: 'GET', url: '/api/nope' });
    expect(String(api.headers['content-security-policy'])).toContain("script-src 'self';");
  });
});

describe('API errors are JSON', () => {
  it('answers an unknown /api path with 404 { error }', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['POST', '/api/nope/deeper'],
      ['GET', '/api'],
    ] as const) {
      const res = await ctx.app.inject({ method, url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Not found' });
    }
  });

  it('answers malformed JSON with 400', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.co", ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Malformed JSON body' });
  });

  it('answers a 2 MiB body with 413', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: 'Request body is too large' });
  });

  it('answers a body of the wrong shape with 400 naming the field', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 42, password: [] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Email must be a string' });
  });
});

describe('GET /api/openapi.json', () => {
  it('describes the routes from their schemas as OpenAPI 3.1', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/auth/login']));
    expect(doc.paths['/api/auth/login'].post.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['email', 'password']),
    );
  });
});
