import { describe, expect, it } from 'vitest';
import type { Party } from '../../../test/contract-factories';
import { postJob } from '../../../test/job-factories';
import {
  admin,
  catalog,
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

useReviewsWorld();

type Ended = Awaited<ReturnType<typeof endedContract>>;
/** Both parties review: the client with these stars and answer, the freelancer as OF_CLIENT. */
async function bothReview(c: Ended, overall: number, wouldWorkAgain: boolean) {
  expect((await c.review(c.client, { ...OF_FREELANCER, overall, wouldWorkAgain })).status).toBe(201);
  expect((await c.review(c.freelancer, OF_CLIENT)).status).toBe(201);
}

/** The reputation as the profile, the public list and the person's own inputs each show it: one value. */
async function reputationOf(freelancer: Party) {
  const profile = (await get(null, `/api/freelancers/${freelancer.id}`)).body.data.reputation;
  const list = (await get(null, `/api/freelancers/${freelancer.id}/reviews`)).body.reputation;
  const mine = (await get(freelancer, '/api/reputation/me')).body.data.reputation;
  expect(list).toEqual(profile);
  expect(mine).toEqual(profile);
  return profile;
}

describe('the reputation score on crafted histories (the formula of ADR 028)', () => {
  it('weighs contracts by money and duration, counts nothing delivered as 0, and leaves blocked clients out', async () => {
    resetClock();
    const freelancer = await person('freelancer');
    // $500 (weight 1.25), 5 stars and "yes": 100 points.
    const a = await endedContract({ freelancer, client: await person('client', 'Ada') });
    await bothReview(a, 5, true);
    expect(await reputationOf(freelancer)).toEqual({ score: null, rating: 5, reviews: 1 });

    // $500 funded and refunded, nothing delivered (weight 1.25): 0 points, a second counterparty.
    await passDays(0.05);
    await endedContract({ freelancer, paid: 'refunded' });
    expect(await reputationOf(freelancer)).toEqual({ score: 50, rating: 5, reviews: 1 });

    // $2,000 over 100 days (1.5 + 1 = 2.5), 3 stars and "no": 30 points. (125 + 0 + 75) / 5 = 40.
    const bob = await person('client', 'Bob');
    const b = await endedContract({ freelancer, client: bob, amounts: [200_000], days: 100 });
    await bothReview(b, 3, false);
    expect(await reputationOf(freelancer)).toEqual({ score: 40, rating: 4, reviews: 2 });

    const inputs = (await get(freelancer, '/api/reputation/me')).body.data;
    expect(inputs).toMatchObject({
      counterparties: 3,
      minCounterparties: 2,
      wouldWorkAgain: { yes: 1, no: 1 },
    });
    expect(
      inputs.contracts.map((c: Record<string, unknown>) => [
        c.weight,
        c.rating,
        c.nothingDelivered,
        c.status,
      ]),
    ).toEqual([
      [2.5, 3, false, 'counted'],
      [1.25, null, true, 'counted'],
      [1.25, 5, false, 'counted'],
    ]);
    expect(inputs.contracts[0]).toMatchObject({ amountCents: 200_000, contractId: b.contract.id });

    // An admin blocks Bob: his contract and his review count for nothing, and his review is not shown.
    const blocked = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${bob.id}/block`,
      headers: { cookie: admin.cookie },
      payload: { reason: 'Fake reviews.' },
    });
    expect(blocked.statusCode).toBe(200);
    expect(await reputationOf(freelancer)).toEqual({ score: 50, rating: 5, reviews: 1 });
    expect((await get(null, `/api/freelancers/${freelancer.id}/reviews`)).body.total).toBe(1);
    const after = (await get(freelancer, '/api/reputation/me')).body.data;
    expect(after.contracts[0].status).toBe('blocked_counterparty');
  });

  it('a dispute the freelancer lost on silence makes that contract 0, whatever its review says', async () => {
    resetClock();
    const freelancer = await person('freelancer');
    await bothReview(await endedContract({ freelancer }), 5, true);
    const lost = await endedContract({ freelancer, amounts: [50_000, 30_000], end: false });
    const second = `/api/contracts/${lost.contract.id}/milestones/${lost.contract.milestones[1]!.id}`;
    expect((await post(lost.client, `${second}/fund`, { paymentMethod: 'pm_card_visa' })).status).toBe(200);
    const statement = 'Nothing of the second part was delivered and messages went unanswered.';
    const opened = await post(lost.client, `${second}/disputes`, {
      reason: 'not_delivered',
      request: 'refund',
      statement,
    });
    expect(opened.status).toBe(201);
    await passDays(5.01);
    expect((await post(lost.client, `/api/contracts/${lost.contract.id}/end`)).status).toBe(200);
    await ctx.app.outbox.idle();
    await bothReview(lost, 5, true);
    // (1.25 × 100 + 1.25 × 0) / 2.5
    expect(await reputationOf(freelancer)).toEqual({ score: 50, rating: 5, reviews: 2 });
    const [latest] = (await get(freelancer, '/api/reputation/me')).body.data.contracts;
    expect(latest).toMatchObject({
      contractId: lost.contract.id,
      lostDispute: true,
      nothingDelivered: false,
    });
    // The client lost nothing: one review of them, by one person, so no score yet.
    const client = (await get(null, `/api/clients/${lost.client.id}/reviews`)).body.reputation;
    expect(client).toEqual({ score: null, rating: 4, reviews: 1 });
  });
});

describe('the client on a job page', () => {
  it('shows the hire rate, the total spent band, payment verified and the reputation', async () => {
    resetClock();
    const fresh = await person('client');
    const freshJob = await postJob(ctx.app, fresh.cookie, catalog);
    expect((await get(null, `/api/jobs/${freshJob.id}`)).body.data.client).toMatchObject({
      jobsPosted: 1,
      hireRate: 0,
      totalSpentBand: 'none',
      paymentVerified: false,
      reputation: { score: null, rating: null, reviews: 0 },
    });

    const client = await person('client');
    const hired = await endedContract({ client });
    const open = await postJob(ctx.app, client.cookie, catalog);
    const page = async () => (await get(null, `/api/jobs/${open.id}`)).body.data.client;
    expect(await page()).toMatchObject({
      jobsPosted: 2,
      hireRate: 50,
      totalSpentBand: 'under_1k',
      paymentVerified: true,
      reputation: { score: null, rating: null, reviews: 0 },
    });
    await bothReview(hired, 5, true);
    expect((await page()).reputation).toEqual({ score: null, rating: 4, reviews: 1 });
    // The freelancer reviewed them with 4 stars and "yes" (85 points); a second freelancer's 2 and "no" (15).
    const second = await endedContract({ client });
    expect(
      (await second.review(second.freelancer, { ...OF_CLIENT, overall: 2, wouldWorkAgain: false })).status,
    ).toBe(201);
    await passDays(14.01);
    expect((await page()).reputation).toEqual({ score: 50, rating: 3, reviews: 2 });
  });
});
