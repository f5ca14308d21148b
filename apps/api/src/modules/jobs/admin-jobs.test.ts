import type { AdminJobRow } from '@skillora/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app';
import { createUser, loginAs, setStatus } from '../../../test/factories';
import { type Catalog, createCatalog, jobBody, postJob } from '../../../test/job-factories';
import { auditLog } from '../../db/schema/audit-log';

let ctx: TestContext;
let catalog: Catalog;
let admin: { id: string; cookie: string };
let client: string;
let freelancer: string;

const send = (method: 'GET' | 'PUT', url: string, cookie?: string) =>
  ctx.app.inject({ method, url, headers: cookie ? { cookie } : {} });

beforeAll(async () => {
  ctx = await buildTestApp();
  catalog = await createCatalog(ctx.db.db);
  const adminUser = await createUser(ctx.db.db, { role: 'admin' });
  admin = { id: adminUser.id, cookie: (await loginAs(ctx.app, adminUser.email)).cookie };
  const clientUser = await createUser(ctx.db.db, { role: 'client', name: 'Clara Client' });
  client = (await loginAs(ctx.app, clientUser.email)).cookie;
  freelancer = (await loginAs(ctx.app, (await createUser(ctx.db.db, { role: 'freelancer' })).email)).cookie;
});
afterAll(async () => ctx.close());

describe('GET /api/admin/jobs', () => {
  it('lists every job in any status with its client, 5 a page by default, and filters them', async () => {
    const draft = await ctx.app.inject({
      method: 'POST',
      url: '/api/client/jobs',
      headers: { cookie: client },
      payload: jobBody(catalog, { title: 'Admin sees drafts too' }),
    });
    const open = await postJob(ctx.app, client, catalog, { title: 'Spam spam spam offer' });

    const res = await send('GET', '/api/admin/jobs', admin.cookie);
    expect(res.statusCode).toBe(200);
    const rows = res.json().data as AdminJobRow[];
    expect(rows.map((j) => j.id)).toEqual([open.id, draft.json().data.id]);
    expect(rows[0]).toMatchObject({
      title: 'Spam spam spam offer',
      status: 'open',
      isListed: true,
      proposalCount: 0,
      client: { name: 'Clara Client', email: expect.stringContaining('@example.com') },
    });
    expect((await send('GET', '/api/admin/jobs?status=draft', admin.cookie)).json().total).toBe(1);
    const found = (await send('GET', '/api/admin/jobs?q=spam', admin.cookie)).json();
    expect(found.data.map((j: AdminJobRow) => j.id)).toEqual([open.id]);
  });
});

describe('PUT /api/admin/jobs/:id/unlist and /relist', () => {
  it('hides a job from the public and from freelancers, keeps it for its owner, and audits it', async () => {
    const job = await postJob(ctx.app, client, catalog, { title: 'Breaks the rules' });
    const res = await send('PUT', `/api/admin/jobs/${job.id}/unlist`, admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Job unlisted', data: { id: job.id, isListed: false } });

    expect((await send('GET', '/api/jobs?q=rules')).json().total).toBe(0);
    expect((await send('GET', `/api/jobs/${job.id}`, freelancer)).statusCode).toBe(404);
    const proposal = await ctx.app.inject({
      method: 'POST',
      url: `/api/freelancer/jobs/${job.id}/proposals`,
      headers: { cookie: freelancer },
      payload: { coverLetter: 'x'.repeat(60), bidCents: 10_000, duration: 'less_than_1_month' },
    });
    expect(proposal.statusCode).toBe(404);
    const mine = (await send('GET', '/api/client/jobs', client)).json().data;
    expect(mine.find((j: AdminJobRow) => j.id === job.id)).toMatchObject({ isListed: false });
    expect((await send('GET', '/api/admin/jobs?listing=unlisted', admin.cookie)).json().data).toHaveLength(1);

    const relisted = await send('PUT', `/api/admin/jobs/${job.id}/relist`, admin.cookie);
    expect(relisted.json()).toMatchObject({ message: 'Job listed again', data: { isListed: true } });
    expect((await send('GET', '/api/jobs?q=rules')).json().total).toBe(1);

    const entries = await ctx.db.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'job'), eq(auditLog.entityId, job.id)))
      .orderBy(auditLog.id);
    expect(entries.map((e) => [e.action, e.actorId, e.before, e.after])).toEqual([
      ['job.unlist', admin.id, { isListed: true }, { isListed: false }],
      ['job.relist', admin.id, { isListed: false }, { isListed: true }],
    ]);
  });

  it("tells the job's owner why it was unlisted, audits the reason, and forgets it once listed again", async () => {
    const job = await postJob(ctx.app, client, catalog, { title: 'Asks for free work' });
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/jobs/${job.id}/unlist`,
      headers: { cookie: admin.cookie },
      payload: { reason: '  Unpaid trial work is not allowed.  ' },
    });
    expect(res.statusCode).toBe(200);
    const owner = (await send('GET', `/api/client/jobs/${job.id}`, client)).json().data;
    expect(owner).toMatchObject({ isListed: false, unlistReason: 'Unpaid trial work is not allowed.' });
    const [entry] = await ctx.db.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'job'), eq(auditLog.entityId, job.id)));
    expect(entry!.after).toEqual({ isListed: false, reason: 'Unpaid trial work is not allowed.' });

    await send('PUT', `/api/admin/jobs/${job.id}/relist`, admin.cookie);
    expect((await send('GET', `/api/client/jobs/${job.id}`, client)).json().data.unlistReason).toBeNull();

    const tooLong = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/jobs/${job.id}/unlist`,
      headers: { cookie: admin.cookie },
      payload: { reason: 'x'.repeat(501) },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ error: 'Use at most 500 characters for the reason' });
  });

  it('answers 404 for a job that does not exist', async () => {
    const res = await send('PUT', `/api/admin/jobs/${crypto.randomUUID()}/unlist`, admin.cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Job not found' });
  });

  it('refuses everyone but an active admin: 401 anonymous, 403 client, freelancer and blocked admin', async () => {
    const job = await postJob(ctx.app, client, catalog);
    const blocked = await createUser(ctx.db.db, { role: 'admin' });
    const blockedCookie = (await loginAs(ctx.app, blocked.email)).cookie;
    await setStatus(ctx.db.db, blocked.id, 'blocked');
    const routes: Array<['GET' | 'PUT', string]> = [
      ['GET', '/api/admin/jobs'],
      ['PUT', `/api/admin/jobs/${job.id}/unlist`],
      ['PUT', `/api/admin/jobs/${job.id}/relist`],
    ];
    for (const [method, url] of routes) {
      expect((await send(method, url)).statusCode).toBe(401);
      for (const cookie of [client, freelancer, blockedCookie]) {
        expect((await send(method, url, cookie)).statusCode, `${method} ${url}`).toBe(403);
      }
    }
    expect((await send('GET', `/api/jobs/${job.id}`)).json().data.isListed).toBe(true);
  });
});
