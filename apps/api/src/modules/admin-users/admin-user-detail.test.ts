import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app';
import { createUser, loginAs } from '../../../test/factories';
import { type Catalog, createCatalog, postJob } from '../../../test/job-factories';

let ctx: TestContext;
let catalog: Catalog;
let adminCookie: string;
let adminName: string;

beforeAll(async () => {
  ctx = await buildTestApp();
  catalog = await createCatalog(ctx.db.db);
  const admin = await createUser(ctx.db.db, { role: 'admin', name: 'Ada Admin' });
  adminName = admin.name;
  adminCookie = (await loginAs(ctx.app, admin.email)).cookie;
});
afterAll(() => ctx.close());

const get = (id: string, cookie = adminCookie) =>
  ctx.app.inject({ method: 'GET', url: `/api/admin/users/${id}`, headers: { cookie } });

describe('GET /api/admin/users/:id', () => {
  it("shows a client's profile, jobs, live sessions and block history", async () => {
    const client = await createUser(ctx.db.db, { role: 'client', name: 'Cleo Detail' });
    const { cookie } = await loginAs(ctx.app, client.email);
    await postJob(ctx.app, cookie, catalog, { title: 'Detail page job' });
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${client.id}/block`,
      headers: { cookie: adminCookie },
      payload: { reason: 'Posted a fake job.' },
    });
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${client.id}/unblock`,
      headers: { cookie: adminCookie },
    });
    await loginAs(ctx.app, client.email);

    const res = await get(client.id);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.user).toMatchObject({ id: client.id, name: 'Cleo Detail', role: 'client', active: true });
    expect(data.jobs.map((j: { title: string }) => j.title)).toEqual(['Detail page job']);
    expect(data.proposals).toEqual([]);
    // The block revoked the first session; the login after it is live.
    expect(data.sessions).toHaveLength(1);
    expect(data.block).toBeNull();
    expect(
      data.history.map((h: { action: string; actorName: string; after: unknown }) => [
        h.action,
        h.actorName,
        h.after,
      ]),
    ).toEqual([
      ['user.unblock', adminName, { status: 'active' }],
      ['user.block', adminName, { status: 'blocked', reason: 'Posted a fake job.' }],
    ]);
    expect(JSON.stringify(data)).not.toMatch(/token|hash|password/i);
  });

  it('shows a blocked user with the reason, the admin who blocked them and when', async () => {
    const freelancer = await createUser(ctx.db.db, { role: 'freelancer' });
    const blocked = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${freelancer.id}/block`,
      headers: { cookie: adminCookie },
      payload: { reason: 'Asked three clients to pay by bank transfer.' },
    });
    expect(blocked.statusCode).toBe(200);
    const { data } = (await get(freelancer.id)).json();
    expect(data.user.active).toBe(false);
    expect(data.block).toEqual({
      reason: 'Asked three clients to pay by bank transfer.',
      at: expect.any(String),
      byName: adminName,
    });
  });

  it('answers 404 for an admin account or no account, and 403 to a non-admin', async () => {
    const other = await createUser(ctx.db.db, { role: 'admin' });
    expect((await get(other.id)).statusCode).toBe(404);
    expect((await get(crypto.randomUUID())).statusCode).toBe(404);
    const freelancer = await createUser(ctx.db.db, { role: 'freelancer' });
    const { cookie } = await loginAs(ctx.app, freelancer.email);
    expect((await get(freelancer.id, cookie)).statusCode).toBe(403);
  });
});
