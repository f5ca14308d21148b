import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BAD_TEXT_MESSAGE } from '../src/lib/text-guard';
import { buildTestApp, type TestContext } from './build-test-app';
import { call, signIn } from './contract-factories';
import { createUser, loginAs } from './factories';
import { type Catalog, createCatalog, jobBody, postJob, sendProposal } from './job-factories';
import { type FormPart, formData, makeImage } from './uploads';

// Input every endpoint refuses, checked once for all of them (plugins/input.ts, shared numbers).

let ctx: TestContext;
let admin: string;
let client: string;
let catalog: Catalog;
beforeAll(async () => {
  ctx = await buildTestApp();
  catalog = await createCatalog(ctx.db.db);
  admin = (await loginAs(ctx.app, (await createUser(ctx.db.db, { role: 'admin' })).email)).cookie;
  client = (await loginAs(ctx.app, (await createUser(ctx.db.db, { role: 'client' })).email)).cookie;
});
afterAll(async () => ctx.close());

const get = (url: string, cookie?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const postRaw = (url: string, body: string, cookie?: string) =>
  ctx.app.inject({
    method: 'POST',
    url,
    payload: body,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
  });

describe('text that is not text', () => {
  it.each([
    ['/api/admin/jobs?q=%00', 'admin'],
    ['/api/admin/jobs?q=a%00b', 'admin'],
    ['/api/jobs?q=%00', undefined],
    ['/api/admin/users?role=client&search=x%00', 'admin'],
  ] as const)('GET %s answers 400 with words', async (url, who) => {
    const res = await get(url, who === 'admin' ? admin : undefined);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: BAD_TEXT_MESSAGE });
  });

  it.each([
    ['/api/auth/login', '{"email":"a\\u0000@example.com","password":"whatever-1"}'],
    ['/api/auth/login', '{"email":"a@example.com","password":"\\ud800-pass"}'],
    [
      '/api/auth/register',
      '{"name":"Ada\\udc00","email":"a@example.com","password":"p-a-s-s-1","role":"client"}',
    ],
    ['/api/auth/forgot-password', '{"email":"a@example.com","\\u0000":"x"}'],
  ])('POST %s %s answers 400 with words', async (url, body) => {
    const res = await postRaw(url, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: BAD_TEXT_MESSAGE });
  });

  it('refuses NUL in a job title and description, and keeps a real pair of surrogates', async () => {
    for (const overrides of [{ title: 'Logo\u0000design' }, { description: `${'x'.repeat(60)}\u0000` }]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/client/jobs',
        headers: { cookie: client },
        payload: jobBody(catalog, overrides),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: BAD_TEXT_MESSAGE });
    }
    const emoji = await ctx.app.inject({
      method: 'POST',
      url: '/api/client/jobs',
      headers: { cookie: client },
      payload: jobBody(catalog, { title: 'Logo for a bakery 🥐' }),
    });
    expect(emoji.statusCode).toBe(201);
  });

  it('answers 404 for such a path segment', async () => {
    expect((await get('/api/jobs/%00', client)).statusCode).toBe(404);
  });
});

describe('text that is not text in a multipart body', () => {
  const PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
  const send = (url: string, cookie: string, parts: FormPart[]) => {
    const body = formData(parts);
    return ctx.app.inject({
      method: 'POST',
      url,
      headers: { cookie, ...body.headers },
      payload: body.payload,
    });
  };
  async function conversation() {
    const owner = await signIn(ctx.app, ctx.db.db, 'client');
    const freelancer = await signIn(ctx.app, ctx.db.db, 'freelancer');
    const job = await postJob(ctx.app, owner.cookie, catalog);
    await sendProposal(ctx.app, freelancer.cookie, job.id);
    const opened = await call(ctx.app, owner, 'POST', '/api/conversations', {
      jobId: job.id,
      freelancerId: freelancer.id,
    });
    return { url: `/api/conversations/${opened.body.data.id}/messages`, cookie: freelancer.cookie };
  }

  it("refuses NUL in a message's text field and in an attachment's name, and sends a clean one", async () => {
    const { url, cookie } = await conversation();
    for (const parts of [
      [{ field: 'text', value: 'See you\u0000 tomorrow' }],
      [
        { field: 'text', value: 'The brief' },
        { field: 'files', filename: 'brief\u0000.pdf', bytes: PDF },
      ],
    ]) {
      const res = await send(url, cookie, parts);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: BAD_TEXT_MESSAGE });
    }
    const clean = await send(url, cookie, [
      { field: 'text', value: 'The brief 🥐' },
      { field: 'files', filename: 'brief.pdf', bytes: PDF },
    ]);
    expect(clean.statusCode).toBe(201);
  });

  it("refuses NUL in an uploaded photo's file name", async () => {
    const user = await signIn(ctx.app, ctx.db.db, 'freelancer');
    const png = await makeImage('png', { width: 64, height: 64 });
    const res = await send('/api/me/photo', user.cookie, [
      { field: 'file', filename: 'me\u0000.png', bytes: png },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: BAD_TEXT_MESSAGE });
    const clean = await send('/api/me/photo', user.cookie, [
      { field: 'file', filename: 'me.png', bytes: png },
    ]);
    expect(clean.statusCode).toBe(200);
  });
});

describe('whole numbers past a PostgreSQL integer', () => {
  it.each([
    ['/api/jobs?budgetMin=2147483648', 'Minimum budget must be at most 2147483647'],
    ['/api/jobs?budgetMax=3000000000', 'Maximum budget must be at most 2147483647'],
    ['/api/jobs?page=2147483648', 'Page must be at most 2147483647'],
    ['/api/admin/jobs?page=1e12', 'Page must be at most 2147483647'],
    ['/api/admin/users?role=client&page=4294967296', 'Page must be at most 2147483647'],
  ])('GET %s answers 400 "%s"', async (url, message) => {
    const res = await get(url, admin);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
  });

  it('still serves the largest one', async () => {
    expect((await get('/api/jobs?budgetMin=2147483647')).statusCode).toBe(200);
  });
});

describe('an empty body sent as JSON', () => {
  it('is no body: logout and unlist answer as without one', async () => {
    const user = await createUser(ctx.db.db);
    const { cookie } = await loginAs(ctx.app, user.email);
    const logout = await postRaw('/api/auth/logout', '', cookie);
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ message: 'Logged out' });

    const categoryId = Object.values(catalog.categories)[1]!;
    const unlist = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/categories/unlist-category/${categoryId}`,
      payload: '',
      headers: { 'content-type': 'application/json', cookie: admin },
    });
    expect(unlist.statusCode).toBe(200);
  });

  it('is still refused where a body is needed, and broken JSON is still malformed', async () => {
    const empty = await postRaw('/api/auth/login', '');
    expect(empty.statusCode).toBe(400);
    const broken = await postRaw('/api/auth/login', '{"email":');
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ error: 'Malformed JSON body' });
    const proto = await postRaw('/api/auth/login', '{"__proto__":{"x":1},"email":"a@b.co","password":"x"}');
    expect(proto.statusCode).toBe(400);
  });
});
