import type { AssistJobResponse, GetProposalHintsResponse } from '@skillora/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/build-test-app';
import { call, OFFER, type Party, signIn } from '../../../test/contract-factories';
import { type Catalog, openJobMarket, postJob, sendProposal } from '../../../test/job-factories';
import { completeProfile } from '../../../test/profile-factories';

let ctx: TestContext;
let catalog: Catalog;
let client: Party;
let openJobId: string;
let draftJobId: string;

const assist = (party: Party | null, description: unknown) =>
  call(ctx.app, party, 'POST', '/api/client/jobs/assist', { description });

/** Every table's row count: what "nothing is saved" means. */
async function rowCounts(): Promise<Record<string, number>> {
  const db = ctx.db.db;
  const tables = await db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const result = await db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from "${name}"`));
    counts[name] = result.rows[0]!.n;
  }
  return counts;
}

beforeAll(async () => {
  const market = await openJobMarket();
  ctx = market.ctx;
  catalog = market.catalog;
  const db = ctx.db.db;
  const { React, TypeScript } = catalog.skills as Record<string, string>;
  client = await signIn(ctx.app, db, 'client', 'Cleo Client');
  // Five similar jobs hired, at $1 000 … $5 000; a sixth, far dearer, never hired.
  for (const dollars of [3_000, 1_000, 5_000, 2_000, 4_000]) {
    const job = await postJob(ctx.app, client.cookie, catalog, {
      title: 'Analytics dashboard in React',
      description: 'Charts and filters for our analytics dashboard, built in React with TypeScript.',
      categoryId: catalog.categories['Web Development']!,
      skillIds: [React!, TypeScript!],
      budget: { type: 'fixed', amountCents: dollars * 100 },
    });
    const freelancer = await signIn(ctx.app, db, 'freelancer');
    // Each bid is the job's budget: the bids' middle half is $2 000–$4 000 too.
    const proposal = await sendProposal(ctx.app, freelancer.cookie, job.id, { bidCents: dollars * 100 });
    const offer = await call(ctx.app, client, 'POST', `/api/client/proposals/${proposal.id}/offer`, OFFER);
    expect(offer.status, JSON.stringify(offer.body)).toBe(201);
    const accepted = await call(
      ctx.app,
      freelancer,
      'POST',
      `/api/freelancer/offers/${offer.body.data.id}/accept`,
    );
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(201);
  }
  const open = await postJob(ctx.app, client.cookie, catalog, {
    title: 'Sales dashboard in React',
    description: 'A sales dashboard in React, with TypeScript, for the whole company to read.',
    categoryId: catalog.categories['Web Development']!,
    skillIds: [React!, TypeScript!],
    budget: { type: 'fixed', amountCents: 9_000_000 },
  });
  openJobId = open.id;
  // Its own bid is the client's business: never part of the range.
  const early = await signIn(ctx.app, db, 'freelancer');
  await sendProposal(ctx.app, early.cookie, openJobId, { bidCents: 8_000_000 });
  draftJobId = (await postJob(ctx.app, client.cookie, catalog, { title: 'A draft in React', publish: false }))
    .id;
});

afterAll(async () => {
  await ctx?.close();
});

describe('POST /api/client/jobs/assist', () => {
  it('suggests a title, the category and skills of similar jobs, and what those that hired budgeted', async () => {
    const { status, body } = await assist(client, 'I need someone to build a sales dashboard in React.');
    expect(status).toBe(200);
    expect((body as AssistJobResponse).data).toEqual({
      title: 'Build a sales dashboard in React',
      categoryId: catalog.categories['Web Development'],
      // React is named; TypeScript is what the similar jobs chose besides.
      skillIds: [catalog.skills.React, catalog.skills.TypeScript],
      // The hired five only: 25th–75th percentile of $1 000 … $5 000.
      budget: { type: 'fixed', minCents: 200_000, maxCents: 400_000 },
    });
  });

  it('gives no budget range when too few similar jobs hired', async () => {
    const { status, body } = await assist(client, 'Forecasting our monthly revenue with Python');
    expect(status).toBe(200);
    expect(body.data).toEqual({
      title: 'Forecasting our monthly revenue with Python',
      categoryId: null,
      skillIds: [catalog.skills.Python],
      budget: null,
    });
  });

  it('saves nothing', async () => {
    // The set-up's events may still be turning into notifications: counted once they have.
    await ctx.app.outbox.idle();
    const before = await rowCounts();
    expect((await assist(client, 'We are looking for a React developer for a dashboard')).status).toBe(200);
    expect(await rowCounts()).toEqual(before);
  });

  it('answers a clear 400 to a description too short, too long or missing', async () => {
    expect(await assist(client, 'App')).toEqual({
      status: 400,
      body: { error: 'Describe the job in at least 10 characters' },
    });
    expect((await assist(client, 'x'.repeat(501))).body).toEqual({
      error: 'Keep the description under 500 characters',
    });
    expect((await assist(client, undefined)).status).toBe(400);
  });

  it('is for clients only', async () => {
    expect((await assist(null, 'A dashboard in React')).status).toBe(401);
    const freelancer = await signIn(ctx.app, ctx.db.db, 'freelancer');
    expect((await assist(freelancer, 'A dashboard in React')).status).toBe(403);
  });
});

describe('GET /api/freelancer/jobs/{id}/proposal-hints', () => {
  const hints = (party: Party | null, id: string) =>
    call(ctx.app, party, 'GET', `/api/freelancer/jobs/${id}/proposal-hints`);

  it("marks the job's skills my profile shows, and gives the middle half of the bids on similar jobs", async () => {
    const freelancer = await signIn(ctx.app, ctx.db.db, 'freelancer');
    await completeProfile(ctx.app, freelancer.cookie, [catalog.skills.React!]);
    const { status, body } = await hints(freelancer, openJobId);
    expect(status).toBe(200);
    expect((body as GetProposalHintsResponse).data).toEqual({
      skills: [
        { name: 'React', onProfile: true },
        { name: 'TypeScript', onProfile: false },
      ],
      bids: { type: 'fixed', minCents: 200_000, maxCents: 400_000, count: 5 },
    });
  });

  it('gives no range when too few bids were sent on similar jobs', async () => {
    const freelancer = await signIn(ctx.app, ctx.db.db, 'freelancer');
    const other = await postJob(ctx.app, client.cookie, catalog, {
      title: 'Forecast our revenue',
      description: 'Monthly revenue forecasting in Python, with a short written report for the board.',
      skillIds: [catalog.skills.Python!],
      budget: { type: 'hourly', minRateCents: 3_000, maxRateCents: 6_000 },
    });
    const { body } = await hints(freelancer, other.id);
    expect(body.data).toEqual({ skills: [{ name: 'Python', onProfile: false }], bids: null });
  });

  it("reads a draft, or another role's request, as it reads everywhere else", async () => {
    const freelancer = await signIn(ctx.app, ctx.db.db, 'freelancer');
    expect(await hints(freelancer, draftJobId)).toEqual({ status: 404, body: { error: 'Job not found' } });
    expect((await hints(freelancer, 'not-a-uuid')).status).toBe(404);
    expect((await hints(client, openJobId)).status).toBe(403);
  });
});
