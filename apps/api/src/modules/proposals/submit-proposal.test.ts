import type { JobDetail, SubmitProposalRequest } from '@skillora/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app';
import { createUser, loginAs, setStatus } from '../../../test/factories';
import { type Catalog, COVER_LETTER, createCatalog, jobBody, postJob } from '../../../test/job-factories';
import { completeProfile } from '../../../test/profile-factories';
import { proposals } from './schema';

let ctx: TestContext;
let catalog: Catalog;
let client: string;

const body = (overrides: Partial<SubmitProposalRequest> = {}): SubmitProposalRequest => ({
  coverLetter: COVER_LETTER,
  bidCents: 140_000,
  duration: '1_to_3_months',
  ...overrides,
});
const submit = (jobId: string, cookie: string | undefined, payload: object = body()) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/freelancer/jobs/${jobId}/proposals`,
    headers: cookie ? { cookie } : {},
    payload,
  });

async function signIn(role: 'client' | 'freelancer', { withProfile = true } = {}) {
  const user = await createUser(ctx.db.db, { role });
  const { cookie } = await loginAs(ctx.app, user.email);
  // A freelancer's proposals wait for a complete profile (issue 14).
  if (role === 'freelancer' && withProfile) await completeProfile(ctx.app, cookie);
  return { id: user.id, cookie };
}

beforeAll(async () => {
  ctx = await buildTestApp();
  catalog = await createCatalog(ctx.db.db);
  client = (await signIn('client')).cookie;
});
afterAll(async () => ctx.close());

describe('POST /api/freelancer/jobs/:id/proposals', () => {
  it('sends a proposal, which the job then counts', async () => {
    const job = await postJob(ctx.app, client, catalog);
    const res = await submit(job.id, (await signIn('freelancer')).cookie);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      message: 'Proposal sent',
      data: {
        id: expect.any(String),
        jobId: job.id,
        coverLetter: COVER_LETTER,
        bidCents: 140_000,
        duration: '1_to_3_months',
        answers: [],
        attachments: [],
        status: 'submitted',
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    });
    const detail = await ctx.app.inject({ method: 'GET', url: `/api/jobs/${job.id}` });
    expect(detail.json().data.proposalCount).toBe(1);
  });

  it('accepts one proposal per job per freelancer: of 20 concurrent submits, exactly one wins', async () => {
    const job = await postJob(ctx.app, client, catalog);
    const me = await signIn('freelancer');
    const answers = await Promise.all(Array.from({ length: 20 }, () => submit(job.id, me.cookie)));
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(answers.find((res) => res.statusCode === 409)!.json()).toEqual({
      error: 'You have already sent a proposal for this job',
    });
    const stored = await ctx.db.db.select().from(proposals).where(eq(proposals.jobId, job.id));
    expect(stored).toHaveLength(1);
  });

  it('does not take a second proposal after the first was withdrawn', async () => {
    const job = await postJob(ctx.app, client, catalog);
    const me = await signIn('freelancer');
    const first = (await submit(job.id, me.cookie)).json().data;
    await ctx.app.inject({
      method: 'POST',
      url: `/api/freelancer/proposals/${first.id}/withdraw`,
      headers: { cookie: me.cookie },
    });
    const again = await submit(job.id, me.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'You have already sent a proposal for this job' });
  });

  it.each<[string, Partial<SubmitProposalRequest> | Record<string, unknown>, string]>([
    ['a short cover letter', { coverLetter: 'Hire me.' }, 'Cover letter must be at least 50 characters'],
    [
      'a long cover letter',
      { coverLetter: 'x'.repeat(5001) },
      'Cover letter must be at most 5,000 characters',
    ],
    ['no bid', { bidCents: undefined }, 'Bid is required'],
    ['a bid in fractions of a cent', { bidCents: 100.5 }, 'Use at most two decimals'],
    ['a bid under $5 on a fixed-price job', { bidCents: 400 }, 'Enter an amount of at least $5'],
    ['no duration', { duration: undefined }, 'Choose an expected duration'],
  ])('answers 400 for %s', async (_case, change, error) => {
    const job = await postJob(ctx.app, client, catalog);
    const res = await submit(job.id, (await signIn('freelancer')).cookie, { ...body(), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error });
  });

  it('reads the bid of an hourly job as a rate, with the hourly limits', async () => {
    const budget = { type: 'hourly' as const, minRateCents: 3000, maxRateCents: 6000 };
    const job = await postJob(ctx.app, client, catalog, { budget });
    const me = await signIn('freelancer');
    const tooHigh = await submit(job.id, me.cookie, body({ bidCents: 150_000 }));
    expect(tooHigh.statusCode).toBe(400);
    expect(tooHigh.json()).toEqual({ error: 'Enter an amount of at most $999' });
    expect((await submit(job.id, me.cookie, body({ bidCents: 4500 }))).statusCode).toBe(201);
  });

  it('answers 404 for a draft or missing job and 409 for a closed one', async () => {
    const me = (await signIn('freelancer')).cookie;
    const draft = await ctx.app.inject({
      method: 'POST',
      url: '/api/client/jobs',
      headers: { cookie: client },
      payload: jobBody(catalog),
    });
    for (const id of [draft.json<{ data: JobDetail }>().data.id, crypto.randomUUID()]) {
      const res = await submit(id, me);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Job not found' });
    }
    const closed = await postJob(ctx.app, client, catalog);
    await ctx.app.inject({
      method: 'POST',
      url: `/api/client/jobs/${closed.id}/close`,
      headers: { cookie: client },
    });
    const res = await submit(closed.id, me);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'This job is no longer accepting proposals' });
  });

  it('is for freelancers only: 401 without a session (before validating), 403 for a client or a blocked freelancer', async () => {
    const job = await postJob(ctx.app, client, catalog);
    expect((await submit(job.id, undefined, {})).statusCode).toBe(401);
    const asClient = await submit(job.id, client);
    expect(asClient.statusCode).toBe(403);
    expect(asClient.json()).toEqual({ error: 'You are not allowed to do this' });
    // Blocked straight in the database, before the session is cached by a request.
    const blocked = await signIn('freelancer', { withProfile: false });
    await setStatus(ctx.db.db, blocked.id, 'blocked');
    const res = await submit(job.id, blocked.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'Your account has been blocked' });
  });
});
