import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app';
import { call, makeContract } from '../../../test/contract-factories';
import { createUser, loginAs } from '../../../test/factories';
import { createCatalog, postJob, sendProposal } from '../../../test/job-factories';
import { countQueries } from '../../../test/query-counter';

describe('GET /api/admin/dashboard', () => {
  let ctx: TestContext;
  let cookie: string;
  beforeAll(async () => {
    ctx = await buildTestApp();
    const admin = await createUser(ctx.db.db, { role: 'admin' });
    cookie = (await loginAs(ctx.app, admin.email)).cookie;
  });
  afterAll(async () => ctx.close());

  const send = (url: string, payload?: object, as = cookie) =>
    ctx.app.inject({ method: payload ? 'POST' : 'PUT', url, headers: { cookie: as }, payload });
  const getDashboard = () =>
    ctx.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: { cookie } });

  // Runs first: the later test adds users and catalog items of its own.
  it('counts clients, freelancers, blocked users and listed/unlisted catalog items from the database', async () => {
    const { db } = ctx.db;
    for (let i = 0; i < 3; i++) await createUser(db, { role: 'client' });
    await createUser(db, { role: 'client', status: 'blocked' });
    for (let i = 0; i < 2; i++) await createUser(db, { role: 'freelancer' });
    const category = (await send('/api/admin/categories/add-category', { name: 'Hidden' })).json().data;
    await send('/api/admin/categories/add-category', { name: 'Shown' });
    await send(`/api/admin/categories/unlist-category/${category._id}`);
    await send('/api/admin/skills/add-skills', { name: 'Rust' });

    const res = await getDashboard();
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json()).toEqual({
      clients: 4,
      freelancers: 2,
      blockedUsers: 1,
      categories: { listed: 1, unlisted: 1 },
      skills: { listed: 1, unlisted: 0 },
      jobs: { draft: 0, open: 0, closed: 0, unlisted: 0 },
      proposals: 0,
      contracts: { active: 0, ended: 0 },
      escrow: { heldCents: 0, releasedCents: 0, feesCents: 0 },
    });
  });

  it('counts jobs by status, unlisted jobs of any status and proposals not withdrawn, in one statement per owning module', async () => {
    const { db } = ctx.db;
    const catalog = await createCatalog(db, {
      categories: ['Dashboard category'],
      skills: ['Dashboard skill'],
    });
    const client = await createUser(db, { role: 'client' });
    const clientCookie = (await loginAs(ctx.app, client.email)).cookie;
    const freelancerCookies: string[] = [];
    for (let i = 0; i < 3; i++) {
      const freelancer = await createUser(db, { role: 'freelancer' });
      freelancerCookies.push((await loginAs(ctx.app, freelancer.email)).cookie);
    }

    const first = await postJob(ctx.app, clientCookie, catalog);
    const second = await postJob(ctx.app, clientCookie, catalog);
    const third = await postJob(ctx.app, clientCookie, catalog);
    await postJob(ctx.app, clientCookie, catalog, { publish: false });
    const unlistedDraft = await postJob(ctx.app, clientCookie, catalog, { publish: false });

    // Three proposals on the first job (one withdrawn) and one on the second.
    const proposals = [];
    for (const as of freelancerCookies) proposals.push(await sendProposal(ctx.app, as, first.id));
    await sendProposal(ctx.app, freelancerCookies[0]!, second.id);
    const withdrawn = await ctx.app.inject({
      method: 'POST',
      url: `/api/freelancer/proposals/${proposals[0]!.id}/withdraw`,
      headers: { cookie: freelancerCookies[0]! },
    });
    expect(withdrawn.statusCode).toBe(200);

    const closed = await send(`/api/client/jobs/${third.id}/close`, {}, clientCookie);
    expect(closed.statusCode).toBe(200);
    for (const id of [second.id, unlistedDraft.id]) {
      expect((await send(`/api/admin/jobs/${id}/unlist`)).statusCode).toBe(200);
    }

    // The session lookup plus one statement per module that owns what is counted: users, the
    // catalog, jobs, proposals, contracts and money.
    const { result: res, queries } = await countQueries(ctx, getDashboard);
    expect(queries).toBe(7);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      clients: 5,
      freelancers: 5,
      categories: { listed: 2, unlisted: 1 },
      skills: { listed: 2, unlisted: 0 },
      jobs: { draft: 2, open: 2, closed: 1, unlisted: 2 },
      proposals: 3,
    });

    // Relisting a job takes it off the unlisted count at once.
    await send(`/api/admin/jobs/${second.id}/relist`);
    expect((await getDashboard()).json().jobs).toEqual({ draft: 2, open: 2, closed: 1, unlisted: 1 });
  });

  it('counts contracts by status and SafePay money from the ledger: held in escrow, released, fees earned', async () => {
    const catalog = await createCatalog(ctx.db.db, {
      categories: ['Escrow category'],
      skills: ['Escrow skill'],
    });
    const busy = await makeContract(ctx.app, ctx.db.db, catalog);
    const [first, second] = busy.contract.milestones as { id: string }[];
    const base = `/api/contracts/${busy.contract.id}/milestones`;
    const card = { paymentMethod: 'pm_card_visa' };
    await call(ctx.app, busy.client, 'POST', `${base}/${first!.id}/fund`, card);
    await call(ctx.app, busy.freelancer, 'POST', `${base}/${first!.id}/submit`, { message: 'Done' });
    await call(ctx.app, busy.client, 'POST', `${base}/${first!.id}/approve`);
    await call(ctx.app, busy.client, 'POST', `${base}/${second!.id}/fund`, card);
    const done = await makeContract(ctx.app, ctx.db.db, catalog);
    expect((await call(ctx.app, done.client, 'POST', `/api/contracts/${done.contract.id}/end`)).status).toBe(
      200,
    );

    const { result: res, queries } = await countQueries(ctx, getDashboard);
    expect(queries).toBe(7);
    expect(res.json()).toMatchObject({
      contracts: { active: 1, ended: 1 },
      // $500.00 released (a 5 % fee of $25.00 kept), $999.99 still held.
      escrow: { heldCents: 99_999, releasedCents: 50_000, feesCents: 2_500 },
    });
  });
});
