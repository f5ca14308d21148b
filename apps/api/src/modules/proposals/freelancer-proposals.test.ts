import type { MyProposalRow, Proposal } from '@skillora/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/build-test-app';
import { type Catalog, openJobMarket, postJob, sendProposal, signedIn } from '../../../test/job-factories';
import { countQueries } from '../../../test/query-counter';

let ctx: TestContext;
let catalog: Catalog;
let client: string;

const EDIT = {
  coverLetter: 'Updated: I looked at your current site and can fix the slow pages in the first week.',
  bidCents: 99_000,
  duration: 'less_than_1_month',
};

const send = (method: 'GET' | 'PUT' | 'POST', url: string, cookie: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const edit = (id: string, cookie: string) => send('PUT', `/api/freelancer/proposals/${id}`, cookie, EDIT);
const withdraw = (id: string, cookie: string) =>
  send('POST', `/api/freelancer/proposals/${id}/withdraw`, cookie);

const freelancer = () => signedIn(ctx.app, ctx.db.db, 'freelancer');

/** A fresh open job and one freelancer's proposal on it. */
async function proposalOnNewJob(cookie: string) {
  const job = await postJob(ctx.app, client, catalog);
  return { job, proposal: await sendProposal(ctx.app, cookie, job.id) };
}

beforeAll(async () => {
  ({ ctx, catalog, client } = await openJobMarket());
});
afterAll(async () => ctx.close());

describe('PUT /api/freelancer/proposals/:id', () => {
  it('edits my proposal while the job is open', async () => {
    const me = await freelancer();
    const { proposal } = await proposalOnNewJob(me);
    const res = await edit(proposal.id, me);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Proposal updated', data: { ...EDIT, status: 'submitted' } });
  });

  it("answers 404 for another freelancer's proposal and leaves it unchanged", async () => {
    const { proposal } = await proposalOnNewJob(await freelancer());
    const thief = await freelancer();
    for (const res of [await edit(proposal.id, thief), await withdraw(proposal.id, thief)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Proposal not found' });
    }
    const theirs = (await send('GET', `/api/client/jobs/${proposal.jobId}/proposals`, client)).json().data[0];
    expect(theirs).toMatchObject({ coverLetter: proposal.coverLetter, status: 'submitted' });
  });

  it('refuses changes once the job is closed, or the proposal withdrawn or declined (409)', async () => {
    const me = await freelancer();
    const closed = await proposalOnNewJob(me);
    await send('POST', `/api/client/jobs/${closed.job.id}/close`, client);
    for (const res of [await edit(closed.proposal.id, me), await withdraw(closed.proposal.id, me)]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: 'This job is closed; its proposals can no longer be changed' });
    }

    const declined = await proposalOnNewJob(me);
    await send('POST', `/api/client/proposals/${declined.proposal.id}/decline`, client);
    expect((await edit(declined.proposal.id, me)).json()).toEqual({ error: 'This proposal was declined' });

    const withdrawn = await proposalOnNewJob(me);
    expect((await withdraw(withdrawn.proposal.id, me)).json()).toMatchObject({
      message: 'Proposal withdrawn',
      data: { status: 'withdrawn' },
    });
    for (const res of [await edit(withdrawn.proposal.id, me), await withdraw(withdrawn.proposal.id, me)]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: 'You have withdrawn this proposal' });
    }
  });

  it('keeps the bid within the limits of the job budget type', async () => {
    const me = await freelancer();
    const job = await postJob(ctx.app, client, catalog, {
      budget: { type: 'hourly', minRateCents: 2000, maxRateCents: 4000 },
    });
    const proposal = await sendProposal(ctx.app, me, job.id, { bidCents: 3000 });
    const res = await send('PUT', `/api/freelancer/proposals/${proposal.id}`, me, {
      ...EDIT,
      bidCents: 150_000,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Enter an amount of at most $999' });
  });
});

describe('GET /api/freelancer/proposals', () => {
  it('lists only my proposals, newest first, with each job title and status, filtered and paged', async () => {
    const me = await freelancer();
    const first = await proposalOnNewJob(me);
    const second = await proposalOnNewJob(me);
    await proposalOnNewJob(await freelancer());
    await send('POST', `/api/client/proposals/${first.proposal.id}/shortlist`, client);
    await send('POST', `/api/client/jobs/${first.job.id}/close`, client);

    const res = await send('GET', '/api/freelancer/proposals', me);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total: 2, page: 1, pages: 1 });
    const rows = res.json().data as MyProposalRow[];
    expect(rows.map((p) => [p.id, p.status, p.job.status])).toEqual([
      [second.proposal.id, 'submitted', 'open'],
      [first.proposal.id, 'shortlisted', 'closed'],
    ]);
    expect(rows[1]!.job).toEqual({
      id: first.job.id,
      title: first.job.title,
      status: 'closed',
      isListed: true,
      budget: first.job.budget,
    });

    const shortlisted = await send('GET', '/api/freelancer/proposals?status=shortlisted', me);
    expect(shortlisted.json().data.map((p: Proposal) => p.id)).toEqual([first.proposal.id]);
    const page2 = await send('GET', '/api/freelancer/proposals?limit=1&page=2', me);
    expect(page2.json()).toMatchObject({ total: 2, pages: 2, data: [{ id: first.proposal.id }] });
  });

  it('lists a page in five statements with the session (the page, the total, their jobs, their files), however many proposals are on it', async () => {
    const me = await freelancer();
    for (let i = 0; i < 6; i++) await proposalOnNewJob(me);
    for (const limit of [1, 5]) {
      const { result, queries } = await countQueries(ctx, () =>
        send('GET', `/api/freelancer/proposals?limit=${limit}`, me),
      );
      expect(result.json().data).toHaveLength(limit);
      expect(queries).toBe(5);
    }
  });

  it('is for freelancers only', async () => {
    expect((await send('GET', '/api/freelancer/proposals', client)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/freelancer/proposals' })).statusCode).toBe(401);
  });
});
