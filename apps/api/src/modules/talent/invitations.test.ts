import type { GetInvitationsResponse } from '@skillora/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app';
import { createUser, loginAs, setStatus } from '../../../test/factories';
import { type Catalog, createCatalog, postJob, sendProposal } from '../../../test/job-factories';
import { createFreelancerWithProfile } from '../../../test/talent-factories';

let ctx: TestContext;
let catalog: Catalog;
let client: { id: string; cookie: string };

const MISSING = '00000000-0000-4000-8000-000000000000';

const invite = (jobId: string, body: unknown, cookie?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/client/jobs/${jobId}/invitations`,
    headers: cookie ? { cookie } : {},
    payload: body as object,
  });
const invitations = async (cookie: string, query = '') => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/freelancer/invitations${query}`,
    headers: { cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<GetInvitationsResponse>();
};

async function signedIn(role: 'client' | 'freelancer', name = 'Some One') {
  const user =
    role === 'freelancer'
      ? await createFreelancerWithProfile(ctx.db.db, { name, skillIds: [catalog.skills.React!] })
      : await createUser(ctx.db.db, { role, name });
  return { id: user.id, cookie: (await loginAs(ctx.app, user.email)).cookie };
}

beforeAll(async () => {
  ctx = await buildTestApp();
  catalog = await createCatalog(ctx.db.db);
  client = await signedIn('client', 'Carla Client');
});
afterAll(async () => ctx.close());

describe('POST /api/client/jobs/{jobId}/invitations', () => {
  it('invites a freelancer to an open job; the freelancer sees it with the job and can propose', async () => {
    const job = await postJob(ctx.app, client.cookie, catalog, { title: 'Dashboard in React' });
    const fran = await signedIn('freelancer', 'Fran Found');
    const res = await invite(
      job.id,
      { freelancerId: fran.id, message: '  Your profile fits.  ' },
      client.cookie,
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      data: { jobId: job.id, freelancerId: fran.id },
      message: 'Fran Found was invited to Dashboard in React',
    });

    const list = await invitations(fran.cookie);
    expect(list).toMatchObject({ total: 1, page: 1, pages: 1 });
    expect(list.data[0]).toMatchObject({
      message: 'Your profile fits.',
      job: {
        id: job.id,
        title: 'Dashboard in React',
        budget: { type: 'fixed', amountCents: 150_000 },
        isOpen: true,
      },
      client: { name: 'Carla Client' },
      hasProposed: false,
    });

    await sendProposal(ctx.app, fran.cookie, job.id);
    expect((await invitations(fran.cookie)).data[0]?.hasProposed).toBe(true);
    await ctx.app.outbox.idle();
  });

  it('opens the conversation: both can write before any proposal, and opening it again finds it', async () => {
    const job = await postJob(ctx.app, client.cookie, catalog, { title: 'Landing page' });
    const ivy = await signedIn('freelancer', 'Ivy Invited');
    const open = (cookie: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/conversations',
        headers: { cookie },
        payload: { jobId: job.id, freelancerId: ivy.id },
      });
    expect((await open(client.cookie)).statusCode).toBe(404);
    expect((await invite(job.id, { freelancerId: ivy.id }, client.cookie)).statusCode).toBe(201);

    const mine = await ctx.app.inject({
      method: 'GET',
      url: '/api/conversations',
      headers: { cookie: ivy.cookie },
    });
    expect(mine.json().data).toEqual([expect.objectContaining({ jobId: job.id, jobTitle: 'Landing page' })]);
    const byClient = await open(client.cookie);
    const byFreelancer = await open(ivy.cookie);
    expect([byClient.statusCode, byFreelancer.statusCode]).toEqual([200, 200]);
    expect(byFreelancer.json().data.id).toBe(byClient.json().data.id);
    expect(byClient.json().data.id).toBe(mine.json().data[0].id);
    const sent = await ctx.app.inject({
      method: 'POST',
      url: `/api/conversations/${byClient.json().data.id}/messages`,
      headers: { cookie: ivy.cookie },
      payload: { text: 'Thanks for the invitation!' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    await ctx.app.outbox.idle();
  });

  it('refuses a second invitation to the same job with 409', async () => {
    const job = await postJob(ctx.app, client.cookie, catalog);
    const fran = await signedIn('freelancer', 'Twice Asked');
    expect((await invite(job.id, { freelancerId: fran.id }, client.cookie)).statusCode).toBe(201);
    const again = await invite(job.id, { freelancerId: fran.id }, client.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'You already invited Twice Asked to this job' });
    expect((await invitations(fran.cookie)).total).toBe(1);
  });

  it("treats another client's job and a missing job as not found", async () => {
    const other = await signedIn('client');
    const theirs = await postJob(ctx.app, other.cookie, catalog);
    const fran = await signedIn('freelancer');
    for (const jobId of [theirs.id, MISSING]) {
      const res = await invite(jobId, { freelancerId: fran.id }, client.cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Job not found' });
    }
    expect((await invitations(fran.cookie)).total).toBe(0);
  });

  it('refuses drafts and closed jobs with 409', async () => {
    const fran = await signedIn('freelancer');
    const draft = await postJob(ctx.app, client.cookie, catalog, { publish: false });
    const closed = await postJob(ctx.app, client.cookie, catalog);
    await ctx.app.inject({
      method: 'POST',
      url: `/api/client/jobs/${closed.id}/close`,
      headers: { cookie: client.cookie },
    });
    for (const job of [draft, closed]) {
      const res = await invite(job.id, { freelancerId: fran.id }, client.cookie);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        error: 'Only an open job can take invitations. Publish or reopen it first.',
      });
    }
  });

  it('does not invite clients, blocked freelancers or nobody', async () => {
    const job = await postJob(ctx.app, client.cookie, catalog);
    const blocked = await signedIn('freelancer');
    await setStatus(ctx.db.db, blocked.id, 'blocked');
    const aClient = await signedIn('client');
    for (const freelancerId of [blocked.id, aClient.id, MISSING]) {
      const res = await invite(job.id, { freelancerId }, client.cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Freelancer not found' });
    }
  });

  it('checks the session and the role before anything else, and validates the body', async () => {
    const job = await postJob(ctx.app, client.cookie, catalog);
    const fran = await signedIn('freelancer');
    expect((await invite(job.id, { freelancerId: fran.id })).statusCode).toBe(401);
    expect((await invite(job.id, { freelancerId: fran.id }, fran.cookie)).statusCode).toBe(403);
    const bad = await invite(job.id, { freelancerId: 'nope' }, client.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('Choose a freelancer');
    const long = await invite(job.id, { freelancerId: fran.id, message: 'x'.repeat(1001) }, client.cookie);
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toContain('Message must be at most 1,000 characters');
    const badJob = await invite('nope', { freelancerId: fran.id }, client.cookie);
    expect(badJob.statusCode).toBe(404);
  });
});

describe('GET /api/freelancer/invitations', () => {
  it('shows a freelancer only their own invitations, newest first, and refuses clients', async () => {
    const [a, b] = [await signedIn('freelancer'), await signedIn('freelancer')];
    const first = await postJob(ctx.app, client.cookie, catalog, { title: 'First job to invite' });
    const second = await postJob(ctx.app, client.cookie, catalog, { title: 'Second job to invite' });
    await invite(first.id, { freelancerId: a.id }, client.cookie);
    await invite(second.id, { freelancerId: a.id }, client.cookie);
    await invite(second.id, { freelancerId: b.id }, client.cookie);
    const mine = await invitations(a.cookie);
    expect(mine.data.map((i) => i.job.title)).toEqual(['Second job to invite', 'First job to invite']);
    expect((await invitations(b.cookie)).data.map((i) => i.job.title)).toEqual(['Second job to invite']);
    expect(await invitations(a.cookie, '?limit=1&page=2')).toMatchObject({ total: 2, pages: 2, page: 2 });

    // A job closed since stays listed, marked as no longer open.
    await ctx.app.inject({
      method: 'POST',
      url: `/api/client/jobs/${first.id}/close`,
      headers: { cookie: client.cookie },
    });
    const after = await invitations(a.cookie);
    expect(after.data.find((i) => i.job.id === first.id)?.job.isOpen).toBe(false);

    const refused = await ctx.app.inject({
      method: 'GET',
      url: '/api/freelancer/invitations',
      headers: { cookie: client.cookie },
    });
    expect(refused.statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/freelancer/invitations' })).statusCode).toBe(
      401,
    );
  });
});
