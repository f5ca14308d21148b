import type { JobDetail, JobSummary } from '@skillora/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app';
import { makeContract } from '../../../test/contract-factories';
import { createUser, loginAs, setStatus } from '../../../test/factories';
import { type Catalog, createCatalog, jobBody, postJob, sendProposal } from '../../../test/job-factories';
import { countQueries } from '../../../test/query-counter';

let ctx: TestContext;
let catalog: Catalog;
const cookies: Record<'owner' | 'otherClient' | 'freelancer' | 'admin', string> = {
  owner: '',
  otherClient: '',
  freelancer: '',
  admin: '',
};

const get = (url: string, cookie?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const post = (url: string, cookie: string) => ctx.app.inject({ method: 'POST', url, headers: { cookie } });

beforeAll(async () => {
  ctx = await buildTestApp();
  catalog = await createCatalog(ctx.db.db);
  const roles = { owner: 'client', otherClient: 'client', freelancer: 'freelancer', admin: 'admin' } as const;
  for (const [who, role] of Object.entries(roles)) {
    const user = await createUser(ctx.db.db, { role, name: who === 'owner' ? 'Clara Client' : 'Someone' });
    cookies[who as keyof typeof cookies] = (await loginAs(ctx.app, user.email)).cookie;
  }
});
afterAll(async () => ctx.close());

describe('GET /api/jobs/:id', () => {
  it("shows anyone an open job with its client's name, member-since date and proposal count", async () => {
    const job = await postJob(ctx.app, cookies.owner, catalog);
    await sendProposal(ctx.app, cookies.freelancer, job.id);
    const res = await get(`/api/jobs/${job.id}`);
    expect(res.statusCode).toBe(200);
    const data = res.json<{ data: JobDetail }>().data;
    expect(data).toMatchObject({
      id: job.id,
      status: 'open',
      proposalCount: 1,
      client: { name: 'Clara Client' },
    });
    expect(Date.parse(data.client.memberSince)).toBeLessThanOrEqual(Date.parse(data.createdAt));
    expect(data).not.toHaveProperty('isSaved');
    expect(data).not.toHaveProperty('myProposal');
  });

  it('tells a signed-in freelancer whether they saved the job and shows their proposal', async () => {
    const job = await postJob(ctx.app, cookies.owner, catalog);
    const before = (await get(`/api/jobs/${job.id}`, cookies.freelancer)).json().data;
    expect(before).toMatchObject({ isSaved: false, myProposal: null });

    await ctx.app.inject({
      method: 'PUT',
      url: `/api/freelancer/saved-jobs/${job.id}`,
      headers: { cookie: cookies.freelancer },
    });
    const proposal = await sendProposal(ctx.app, cookies.freelancer, job.id);
    const after = (await get(`/api/jobs/${job.id}`, cookies.freelancer)).json().data;
    expect(after).toMatchObject({ isSaved: true, myProposal: proposal, proposalCount: 1 });
    // Another freelancer sees the count, not the proposal.
    const stranger = await createUser(ctx.db.db, { role: 'freelancer' });
    const theirs = (await get(`/api/jobs/${job.id}`, (await loginAs(ctx.app, stranger.email)).cookie)).json()
      .data;
    expect(theirs).toMatchObject({ isSaved: false, myProposal: null, proposalCount: 1 });
  });

  it.each([
    [
      'draft',
      async () =>
        (
          await ctx.app.inject({
            method: 'POST',
            url: '/api/client/jobs',
            headers: { cookie: cookies.owner },
            payload: jobBody(catalog),
          })
        ).json().data as JobDetail,
    ],
    [
      'unlisted',
      async () => {
        const job = await postJob(ctx.app, cookies.owner, catalog);
        await ctx.app.inject({
          method: 'PUT',
          url: `/api/admin/jobs/${job.id}/unlist`,
          headers: { cookie: cookies.admin },
        });
        return job;
      },
    ],
  ])('shows a %s job to its owner and admins only; everyone else gets 404', async (_state, make) => {
    const job = await make();
    for (const who of [undefined, cookies.otherClient, cookies.freelancer]) {
      const res = await get(`/api/jobs/${job.id}`, who);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Job not found' });
    }
    expect((await get(`/api/jobs/${job.id}`, cookies.owner)).statusCode).toBe(200);
    expect((await get(`/api/jobs/${job.id}`, cookies.admin)).statusCode).toBe(200);
    const listed = (await get('/api/jobs?limit=50', cookies.owner)).json().data as JobSummary[];
    expect(listed.map((j) => j.id)).not.toContain(job.id);
  });

  it('shows anyone a closed job as closed (its link keeps working), but not once it is unlisted', async () => {
    const job = await postJob(ctx.app, cookies.owner, catalog);
    await post(`/api/client/jobs/${job.id}/close`, cookies.owner);
    for (const who of [undefined, cookies.otherClient, cookies.freelancer]) {
      const res = await get(`/api/jobs/${job.id}`, who);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ id: job.id, status: 'closed' });
    }
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/jobs/${job.id}/unlist`,
      headers: { cookie: cookies.admin },
    });
    expect((await get(`/api/jobs/${job.id}`)).statusCode).toBe(404);
  });

  it('shows anyone a job with a hire (in progress) read-only, its link kept, but not once it is unlisted', async () => {
    const { client, freelancer, job } = await makeContract(ctx.app, ctx.db.db, catalog);
    for (const who of [undefined, cookies.otherClient, cookies.freelancer, freelancer.cookie]) {
      const res = await get(`/api/jobs/${job.id}`, who);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ id: job.id, status: 'in_progress', isMine: false });
    }
    // The hired freelancer still reads their proposal on it.
    expect((await get(`/api/jobs/${job.id}`, freelancer.cookie)).json().data.myProposal).toMatchObject({
      status: 'hired',
    });
    expect((await get(`/api/jobs/${job.id}`, client.cookie)).json().data).toMatchObject({ isMine: true });
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/jobs/${job.id}/unlist`,
      headers: { cookie: cookies.admin },
    });
    expect((await get(`/api/jobs/${job.id}`)).statusCode).toBe(404);
    expect((await get(`/api/jobs/${job.id}`, client.cookie)).statusCode).toBe(200);
  });

  it("tells the owner the job is theirs, and nobody else (so 'About the client' is not about themselves)", async () => {
    const job = await postJob(ctx.app, cookies.owner, catalog);
    expect((await get(`/api/jobs/${job.id}`, cookies.owner)).json().data).toMatchObject({ isMine: true });
    for (const who of [undefined, cookies.otherClient, cookies.freelancer, cookies.admin]) {
      expect((await get(`/api/jobs/${job.id}`, who)).json().data).toMatchObject({ isMine: false });
    }
  });

  it('counts as live only the proposals still waiting for an answer; a declined one is no longer live', async () => {
    const job = await postJob(ctx.app, cookies.owner, catalog);
    const proposal = await sendProposal(ctx.app, cookies.freelancer, job.id);
    const detail = async () => (await get(`/api/jobs/${job.id}`, cookies.owner)).json().data;
    const mine = async () =>
      ((await get('/api/client/jobs?limit=50', cookies.owner)).json().data as { id: string }[]).find(
        (row) => row.id === job.id,
      );
    expect(await detail()).toMatchObject({ proposalCount: 1, liveProposalCount: 1 });
    expect(await mine()).toMatchObject({ proposalCount: 1, liveProposalCount: 1 });
    await post(`/api/client/proposals/${proposal.id}/shortlist`, cookies.owner);
    expect(await detail()).toMatchObject({ proposalCount: 1, liveProposalCount: 1 });
    await post(`/api/client/proposals/${proposal.id}/decline`, cookies.owner);
    expect(await detail()).toMatchObject({ proposalCount: 1, liveProposalCount: 0 });
    expect(await mine()).toMatchObject({ proposalCount: 1, liveProposalCount: 0 });
  });

  it('answers 404 for a job that does not exist and for an id that is not a uuid', async () => {
    expect((await get(`/api/jobs/${crypto.randomUUID()}`)).statusCode).toBe(404);
    expect((await get('/api/jobs/42')).statusCode).toBe(404);
  });

  it('treats an expired, unknown or blocked session as a visitor rather than failing', async () => {
    const job = await postJob(ctx.app, cookies.owner, catalog);
    const blocked = await createUser(ctx.db.db, { role: 'freelancer' });
    const blockedCookie = (await loginAs(ctx.app, blocked.email)).cookie;
    await setStatus(ctx.db.db, blocked.id, 'blocked');
    for (const cookie of ['accessToken=not-a-real-token', blockedCookie]) {
      const res = await get(`/api/jobs/${job.id}`, cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).not.toHaveProperty('isSaved');
      expect((await get('/api/jobs', cookie)).statusCode).toBe(200);
    }
  });

  it('reads a job in ten statements (its row, one per module holding the rest, its files, and the client record: hires, ended contracts, ratings), plus the profile check and the session lookup for a freelancer', async () => {
    const job = await postJob(ctx.app, cookies.owner, catalog);
    expect((await countQueries(ctx, () => get(`/api/jobs/${job.id}`))).queries).toBe(10);
    expect((await countQueries(ctx, () => get(`/api/jobs/${job.id}`, cookies.freelancer))).queries).toBe(12);
  });
});
