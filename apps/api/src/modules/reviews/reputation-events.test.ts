import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FreelancerSummary, GetFreelancersResponse, JobSummary } from '@skillora/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SEARCHES_READ_THROUGH } from '../../../test/build-test-app';
import type { Party } from '../../../test/contract-factories';
import { loginAs } from '../../../test/factories';
import { postJob, sendProposal } from '../../../test/job-factories';
import { createFreelancerWithProfile } from '../../../test/talent-factories';
import {
  admin,
  catalog,
  clock,
  ctx,
  endedContract,
  get,
  OF_CLIENT,
  OF_FREELANCER,
  passDays,
  person,
  post,
  resetClock,
  useReviewsWorld,
} from './reviews.fixture';

// The reputation in Find Talent and Find Work follows every input of it (issue 26): a reveal (both
// in, or the window's timer), a hidden review, a blocked or unblocked person, a contract leaving the
// 24 months. Crafted histories, through the outbox as in production; the SQL of the sorts and filters
// is talent-reputation.test.ts's and client-rating-filter.test.ts's. The tests build on each other,
// in order.

// The migration's test writes straight to Find Talent's tables.
useReviewsWorld(SEARCHES_READ_THROUGH);

type Ended = Awaited<ReturnType<typeof endedContract>>;
const people = {} as Record<'Ada' | 'Bob' | 'Gus' | 'Hal', Party>;
const reviewIds: Record<string, string> = {};
let fay = { id: '', email: '' };

/** The client reviews the freelancer, then the freelancer the client; both are revealed at once. */
async function bothReview(c: Ended, ofFreelancer: [number, boolean], ofClient = 4) {
  const [overall, wouldWorkAgain] = ofFreelancer;
  const mine = await c.review(c.client, { ...OF_FREELANCER, overall, wouldWorkAgain });
  expect(mine.status).toBe(201);
  expect((await c.review(c.freelancer, { ...OF_CLIENT, overall: ofClient })).status).toBe(201);
  return mine.body.data.id as string;
}

/** Find Talent's rows of the freelancers this file made, in the order asked, once the outbox is idle. */
async function talent(query: string) {
  await ctx.app.outbox.idle();
  const res = await get(null, `/api/freelancers?limit=50&${query}`);
  expect(res.status).toBe(200);
  const ours = new Set([fay.id, people.Gus.id, people.Hal.id]);
  return (res.body as GetFreelancersResponse).data
    .filter((f: FreelancerSummary) => ours.has(f.id))
    .map((f) => [f.name, f.reputation.score, f.reputation.rating]);
}

async function setBlocked(who: Party, blocked: boolean) {
  const action = blocked ? 'block' : 'unblock';
  const res = await ctx.app.inject({
    method: 'PUT',
    url: `/api/admin/users/${who.id}/${action}`,
    headers: { cookie: admin.cookie },
    ...(blocked ? { payload: { reason: 'Fake reviews.' } } : {}),
  });
  expect(res.statusCode).toBe(200);
}

beforeAll(async () => {
  resetClock();
  for (const name of ['Ada', 'Bob'] as const) people[name] = await person('client', name);
  // Fay has a complete profile and no contract at all.
  fay = await createFreelancerWithProfile(ctx.db.db, { name: 'Fay', skillIds: [catalog.skills.React!] });
  for (const name of ['Gus', 'Hal'] as const) people[name] = await person('freelancer', name);
  const { Ada, Bob, Gus, Hal } = people;
  // Gus: 5 stars and "yes" from Ada. Hal: 3 and "no" from Bob (who gets 2 stars back), 4 and "yes" from Ada.
  reviewIds.Gus = await bothReview(await endedContract({ client: Ada, freelancer: Gus }), [5, true]);
  await bothReview(await endedContract({ client: Bob, freelancer: Hal }), [3, false], 2);
  await bothReview(await endedContract({ client: Ada, freelancer: Hal }), [4, true]);
});

describe('Find Work follows the client rating', () => {
  it("filters by the client's rating as their reviews come in", async () => {
    const { Ada, Bob } = people;
    const adas = await postJob(ctx.app, Ada.cookie, catalog, { title: 'Ada needs a dashboard' });
    // Published on the test's clock (ADR 041): a minute later, so Bob's is the newer one.
    clock.advance(60_000);
    const bobs = await postJob(ctx.app, Bob.cookie, catalog, { title: 'Bob needs a dashboard' });
    const find = async (stars: number) => {
      await ctx.app.outbox.idle();
      const res = await get(null, `/api/jobs?q=needs+dashboard&minClientRating=${stars}`);
      return (res.body.data as JobSummary[]).map((j) => j.id);
    };
    // Ada: 4 stars from Gus and from Hal; Bob: 2 from Hal.
    expect(await find(4)).toEqual([adas.id]);
    expect(await find(2)).toEqual([bobs.id, adas.id]);

    // A single review revealed by the window's timer: Bob's new freelancer gives him 5 stars → 3.5.
    const c = await endedContract({ client: Bob });
    expect((await c.review(c.freelancer, { ...OF_CLIENT, overall: 5 })).status).toBe(201);
    expect(await find(3)).toEqual([adas.id]);
    await passDays(14.01);
    expect(await find(3)).toEqual([bobs.id, adas.id]);
  });
});

describe('Find Talent follows the reputation', () => {
  it('a reveal reaches the search: by rating, by score, the freelancer without reviews last', async () => {
    // Hal: $500 each (weight 1.25), 30 and 85 points: 57.5, rounded 58; 3.5 stars. Gus: one person, no score.
    expect(await talent('sort=rating_desc')).toEqual([
      ['Gus', null, 5],
      ['Hal', 58, 3.5],
      ['Fay', null, null],
    ]);
    expect(await talent('sort=score_desc')).toEqual([
      ['Hal', 58, 3.5],
      ['Gus', null, 5],
      ['Fay', null, null],
    ]);
    expect(await talent('minRating=4')).toEqual([['Gus', null, 5]]);
    expect((await ctx.app.outbox.stats()).failuresSinceStart).toBe(0);
  });

  it("orders a job's proposals by the freelancers' rating or score, and filters them by rating", async () => {
    const job = await postJob(ctx.app, people.Ada.cookie, catalog);
    const fayCookie = (await loginAs(ctx.app, fay.email)).cookie;
    for (const cookie of [fayCookie, people.Gus.cookie, people.Hal.cookie])
      await sendProposal(ctx.app, cookie, job.id);
    const list = async (query: string) => {
      const res = await get(people.Ada, `/api/client/jobs/${job.id}/proposals?${query}`);
      expect(res.status).toBe(200);
      const names = res.body.data.map((p: { freelancer: { name: string } }) => p.freelancer.name);
      return { names, total: res.body.total, pages: res.body.pages };
    };
    expect((await list('')).names).toEqual(['Hal', 'Gus', 'Fay']);
    expect((await list('sort=rating')).names).toEqual(['Gus', 'Hal', 'Fay']);
    expect((await list('sort=score')).names).toEqual(['Hal', 'Gus', 'Fay']);
    expect(await list('minRating=4')).toEqual({ names: ['Gus'], total: 1, pages: 1 });
    expect(await list('minRating=3&sort=score&limit=1&page=2')).toEqual({
      names: ['Gus'],
      total: 2,
      pages: 2,
    });
    const card = (await get(people.Ada, `/api/client/jobs/${job.id}/proposals`)).body.data[0];
    expect(card.freelancer.reputation).toEqual({ score: 58, rating: 3.5, reviews: 2 });
  });

  it('a hidden review stops counting there too', async () => {
    const hidden = await post(admin, `/api/admin/reviews/${reviewIds.Gus}/hide`, { reason: 'Off-topic' });
    expect(hidden.status).toBe(200);
    expect(await talent('sort=rating_desc')).toEqual([
      ['Hal', 58, 3.5],
      ['Gus', null, null],
      ['Fay', null, null],
    ]);
  });

  it("a blocked client's contracts and reviews leave the freelancer's reputation, and come back", async () => {
    await setBlocked(people.Bob, true);
    expect(await talent('sort=score_desc')).toEqual([
      ['Hal', null, 4],
      ['Gus', null, null],
      ['Fay', null, null],
    ]);
    await setBlocked(people.Bob, false);
    expect(await talent('sort=score_desc')).toEqual([
      ['Hal', 58, 3.5],
      ['Gus', null, null],
      ['Fay', null, null],
    ]);
  });

  it('a computation run again changes nothing', async () => {
    const before = await talent('sort=score_desc');
    await ctx.app.uow.run(async (tx) => {
      for (const { id } of [people.Gus, people.Hal])
        tx.emit('reputation.stale', `reputation:${id}`, { userId: id });
    });
    expect(await talent('sort=score_desc')).toEqual(before);
  });
});

describe('migration 0018', () => {
  it('computes everyone with an ended contract once, for a database that had them before', async () => {
    const before = await talent('sort=rating_desc');
    const db = ctx.db.db;
    await db.execute(sql`delete from talent_reputation`);
    await db.execute(sql`update talent_search set score = null, rating = null`);
    expect(await talent('sort=rating_desc')).not.toEqual(before);
    // The migration's last two statements: the events that compute and the timers that age out.
    const migration = readFileSync(
      path.resolve(import.meta.dirname, '../../../drizzle/0018_reputation_in_search.sql'),
      'utf8',
    );
    const backfill = migration.split('--> statement-breakpoint').slice(-2);
    expect(backfill.map((statement) => statement.includes('INSERT INTO events'))).toEqual([true, true]);
    for (const statement of backfill) await db.execute(sql.raw(statement));
    expect(await talent('sort=rating_desc')).toEqual(before);
  });
});

describe('the 24 months', () => {
  it('a contract that leaves them leaves the score on its timer; the rating stays', async () => {
    await passDays(740);
    expect(await talent('sort=score_desc')).toEqual([
      ['Hal', null, 3.5],
      ['Gus', null, null],
      ['Fay', null, null],
    ]);
    expect((await ctx.app.outbox.stats()).failuresSinceStart).toBe(0);
  });
});
