import type { JobProposalRow } from '@skillora/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app';
import { createUser, loginAs, setStatus } from '../../../test/factories';
import {
  type Catalog,
  COVER_LETTER,
  createCatalog,
  postJob,
  sendProposal,
} from '../../../test/job-factories';
import { countQueries } from '../../../test/query-counter';

let ctx: TestContext;
let catalog: Catalog;
let client: { id: string; cookie: string };
let otherClient: string;

const send = (method: 'GET' | 'POST', url: string, cookie?: string) =>
  ctx.app.inject({ method, url, headers: cookie ? { cookie } : {} });
const list = (jobId: string, cookie: string, query = '') =>
  send('GET', `/api/client/jobs/${jobId}/proposals${query}`, cookie);

async function signIn(role: 'client' | 'freelancer', name = 'Test User') {
  const user = await createUser(ctx.db.db, { role, name });
  return { id: user.id, cookie: (await loginAs(ctx.app, user.email)).cookie };
}

beforeAll(async () => {
  ctx = await buildTestApp();
  catalog = await createCatalog(ctx.db.db);
  client = await signIn('client');
  otherClient = (await signIn('client')).cookie;
});
afterAll(async () => ctx.close());

describe('GET /api/client/jobs/:id/proposals', () => {
  it('shows each proposal with the freelancer name, photo, title and rate, cover letter, bid, duration, date and status', async () => {
    const job = await postJob(ctx.app, client.cookie, catalog);
    const fiona = await signIn('freelancer', 'Fiona Freelancer');
    const proposal = await sendProposal(ctx.app, fiona.cookie, job.id, { bidCents: 120_000 });
    const res = await list(job.id, client.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: [
        {
          id: proposal.id,
          // The profile the factory filled (issue 14); no photo yet.
          freelancer: {
            id: fiona.id,
            name: 'Fiona Freelancer',
            photoUrl: null,
            title: 'Full-stack web developer',
            hourlyRateCents: 6500,
            reputation: { score: null, rating: null, reviews: 0 },
          },
          coverLetter: COVER_LETTER,
          bidCents: 120_000,
          duration: '1_to_3_months',
          answers: [],
          attachments: [],
          status: 'submitted',
          createdAt: proposal.createdAt,
          updatedAt: proposal.updatedAt,
          pendingOffer: null,
        },
      ],
      total: 1,
      page: 1,
      pages: 1,
    });
  });

  it('leaves out withdrawn proposals, filters by status and pages, in ten statements (their files one of them) however long the page', async () => {
    const job = await postJob(ctx.app, client.cookie, catalog);
    const ids: string[] = [];
    for (let i = 0; i < 4; i++)
      ids.push((await sendProposal(ctx.app, (await signIn('freelancer')).cookie, job.id)).id);
    const quitter = await signIn('freelancer');
    const gone = await sendProposal(ctx.app, quitter.cookie, job.id);
    await send('POST', `/api/freelancer/proposals/${gone.id}/withdraw`, quitter.cookie);
    await send('POST', `/api/client/proposals/${ids[0]}/shortlist`, client.cookie);

    const { result, queries } = await countQueries(ctx, () => list(job.id, client.cookie, '?limit=3'));
    // The session lookup, the job's owner (jobs), the page and the total, then one batched read per
    // owner of the cards (ADR 026): names and photos (auth), titles and rates (profiles), pending offers,
    // and the reputation (reviews: two statements while nobody on the page has an ended contract, six at most).
    expect(queries).toBe(10);
    expect((await countQueries(ctx, () => list(job.id, client.cookie, '?limit=1'))).queries).toBe(10);
    expect(result.json()).toMatchObject({ total: 4, pages: 2 });
    expect(result.json().data.map((p: JobProposalRow) => p.id)).toEqual(ids.slice(1).reverse());
    const shortlisted = await list(job.id, client.cookie, '?status=shortlisted');
    expect(shortlisted.json()).toMatchObject({ total: 1, data: [{ id: ids[0], status: 'shortlisted' }] });
    const withdrawnFilter = await list(job.id, client.cookie, '?status=withdrawn');
    expect(withdrawnFilter.statusCode).toBe(400);
  });

  it("answers 404 for another client's job (even with no proposals) and for no job", async () => {
    const job = await postJob(ctx.app, client.cookie, catalog);
    await sendProposal(ctx.app, (await signIn('freelancer')).cookie, job.id);
    const empty = await postJob(ctx.app, client.cookie, catalog);
    for (const id of [job.id, empty.id, crypto.randomUUID()]) {
      const res = await list(id, otherClient);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Job not found' });
    }
    expect((await list(empty.id, client.cookie)).json()).toEqual({ data: [], total: 0, page: 1, pages: 1 });
  });
});

describe('POST /api/client/proposals/:id/shortlist and /decline', () => {
  it('shortlists and declines a proposal, which the freelancer then sees', async () => {
    const job = await postJob(ctx.app, client.cookie, catalog);
    const freelancer = await signIn('freelancer');
    const proposal = await sendProposal(ctx.app, freelancer.cookie, job.id);

    const shortlisted = await send('POST', `/api/client/proposals/${proposal.id}/shortlist`, client.cookie);
    expect(shortlisted.statusCode).toBe(200);
    expect(shortlisted.json()).toMatchObject({
      message: 'Proposal shortlisted',
      data: { id: proposal.id, status: 'shortlisted' },
    });
    const mine = await send('GET', '/api/freelancer/proposals', freelancer.cookie);
    expect(mine.json().data[0].status).toBe('shortlisted');

    const declined = await send('POST', `/api/client/proposals/${proposal.id}/decline`, client.cookie);
    expect(declined.json()).toMatchObject({ message: 'Proposal declined', data: { status: 'declined' } });
    // A client may change their mind.
    const again = await send('POST', `/api/client/proposals/${proposal.id}/shortlist`, client.cookie);
    expect(again.json().data.status).toBe('shortlisted');
  });

  it("answers 404 for a proposal on another client's job and leaves it unchanged", async () => {
    const job = await postJob(ctx.app, client.cookie, catalog);
    const proposal = await sendProposal(ctx.app, (await signIn('freelancer')).cookie, job.id);
    for (const action of ['shortlist', 'decline']) {
      const res = await send('POST', `/api/client/proposals/${proposal.id}/${action}`, otherClient);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Proposal not found' });
    }
    expect((await list(job.id, client.cookie)).json().data[0].status).toBe('submitted');
  });

  it('answers 409 for a withdrawn proposal', async () => {
    const job = await postJob(ctx.app, client.cookie, catalog);
    const freelancer = await signIn('freelancer');
    const proposal = await sendProposal(ctx.app, freelancer.cookie, job.id);
    await send('POST', `/api/freelancer/proposals/${proposal.id}/withdraw`, freelancer.cookie);
    const res = await send('POST', `/api/client/proposals/${proposal.id}/shortlist`, client.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'The freelancer has withdrawn this proposal' });
  });

  it('is for clients only: 401 anonymous, 403 for a freelancer and a blocked client', async () => {
    const job = await postJob(ctx.app, client.cookie, catalog);
    const freelancer = await signIn('freelancer');
    const proposal = await sendProposal(ctx.app, freelancer.cookie, job.id);
    const blocked = await signIn('client');
    await setStatus(ctx.db.db, blocked.id, 'blocked');
    for (const url of [
      `/api/client/jobs/${job.id}/proposals`,
      `/api/client/proposals/${proposal.id}/shortlist`,
    ]) {
      const method = url.endsWith('shortlist') ? 'POST' : 'GET';
      expect((await send(method, url)).statusCode).toBe(401);
      expect((await send(method, url, freelancer.cookie)).statusCode).toBe(403);
      expect((await send(method, url, blocked.cookie)).json()).toEqual({
        error: 'Your account has been blocked',
      });
    }
  });
});
