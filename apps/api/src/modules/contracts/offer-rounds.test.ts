import type { Offer } from '@skillora/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/build-test-app';
import { call, makeContract, makeOffer, OFFER, type Party, signIn } from '../../../test/contract-factories';
import { DAY, useContractWorld } from '../../../test/contract-world';
import type { Catalog } from '../../../test/job-factories';
import { createManualClock } from '../../lib/clock';

let ctx: TestContext;
let catalog: Catalog;
let admin: Party;
const clock = createManualClock(new Date());
const HOUR = 3_600_000;

useContractWorld((world) => ({ ctx, catalog, admin } = world), { clock });

// Issue 32 (ADR 039): counter-offers, their rounds and expiry, and direct offers ("Hire again").

const HIGHER = {
  title: 'Marketing website',
  milestones: [
    { title: 'Design', amountCents: 60_000, dueDate: '2026-03-08' },
    { title: 'Build', amountCents: 120_000 },
  ],
  note: 'The build needs two more weeks',
};
const counter = (who: Party, id: string, body: object = HIGHER) =>
  call(ctx.app, who, 'POST', `/api/offers/${id}/counter`, body);
const rounds = async (who: Party, id: string) => call(ctx.app, who, 'GET', `/api/offers/${id}/rounds`);
const freelancerAccepts = (who: Party, id: string) =>
  call(ctx.app, who, 'POST', `/api/freelancer/offers/${id}/accept`);
const clientAccepts = (who: Party, id: string) =>
  call(ctx.app, who, 'POST', `/api/client/offers/${id}/accept`);

describe('counter-offers', () => {
  it('keeps each round: the freelancer counters, the client counters again, the freelancer accepts the latest', async () => {
    const { client, freelancer, offer, proposal, job } = await makeOffer(ctx.app, ctx.db.db, catalog);
    expect(offer).toMatchObject({ round: 1, previousOfferId: null, madeBy: 'client', note: null });
    expect(Date.parse(offer.expiresAt) - clock.now().getTime()).toBe(7 * DAY);

    const second = await counter(freelancer, offer.id);
    expect(second.status).toBe(201);
    const two: Offer = second.body.data;
    expect(two).toMatchObject({
      round: 2,
      previousOfferId: offer.id,
      madeBy: 'freelancer',
      note: 'The build needs two more weeks',
      proposalId: proposal.id,
      status: 'pending',
      totalCents: 180_000,
      job: { id: job.id },
    });
    expect(two.id).not.toBe(offer.id);

    const third = await counter(client, two.id, {
      ...OFFER,
      milestones: [{ title: 'All', amountCents: 165_000 }],
    });
    expect(third.status).toBe(201);
    expect(third.body.data).toMatchObject({
      round: 3,
      previousOfferId: two.id,
      madeBy: 'client',
      note: null,
    });

    // Every round, oldest first, from any of them, for both parties and admins; nobody else.
    for (const [who, id] of [
      [client, offer.id],
      [freelancer, third.body.data.id],
      [admin, two.id],
    ] as const) {
      const seen = await rounds(who, id);
      expect(seen.status).toBe(200);
      expect(seen.body.data.map((o: Offer) => [o.round, o.status, o.totalCents])).toEqual([
        [1, 'countered', 149_999],
        [2, 'countered', 180_000],
        [3, 'pending', 165_000],
      ]);
    }
    const stranger = await signIn(ctx.app, ctx.db.db, 'freelancer');
    expect(await rounds(stranger, offer.id)).toEqual({ status: 404, body: { error: 'Offer not found' } });

    // Only the latest round can be accepted.
    const stale = await freelancerAccepts(freelancer, offer.id);
    expect(stale).toEqual({
      status: 409,
      body: { error: 'This round was countered; only the latest round can be answered' },
    });
    const accepted = await freelancerAccepts(freelancer, third.body.data.id);
    expect(accepted.status).toBe(201);
    expect(accepted.body.data).toMatchObject({
      status: 'active',
      summary: { totalCents: 165_000 },
      milestones: [{ title: 'All', amountCents: 165_000 }],
    });
    const myJob = await call(ctx.app, client, 'GET', `/api/client/jobs/${job.id}`);
    expect(myJob.body.data).toMatchObject({ status: 'in_progress', hires: 1 });
  });

  it('lets only the party who did not make the latest round answer it', async () => {
    const { client, freelancer, offer } = await makeOffer(ctx.app, ctx.db.db, catalog);
    const ownRound = {
      status: 409,
      body: { error: 'You made this round; wait for the other party to answer it' },
    };
    expect(await counter(client, offer.id)).toEqual(ownRound);
    const stranger = await signIn(ctx.app, ctx.db.db, 'freelancer');
    expect(await counter(stranger, offer.id)).toEqual({ status: 404, body: { error: 'Offer not found' } });
    expect(await counter(admin, offer.id)).toEqual({ status: 404, body: { error: 'Offer not found' } });
    expect((await counter(freelancer, offer.id, { ...HIGHER, milestones: [] })).status).toBe(400);

    const two = (await counter(freelancer, offer.id)).body.data as Offer;
    expect(await counter(freelancer, two.id)).toEqual(ownRound);
    expect(await call(ctx.app, freelancer, 'POST', `/api/freelancer/offers/${two.id}/accept`)).toEqual(
      ownRound,
    );
    expect(await counter(freelancer, offer.id)).toEqual({
      status: 409,
      body: { error: 'This round was countered; only the latest round can be answered' },
    });
    // The client's own round 1 can no longer be withdrawn; the counter cannot be withdrawn, only declined.
    expect((await call(ctx.app, client, 'POST', `/api/client/offers/${offer.id}/withdraw`)).status).toBe(409);
    expect(await call(ctx.app, client, 'POST', `/api/client/offers/${two.id}/withdraw`)).toEqual({
      status: 409,
      body: { error: 'Only your own offer can be withdrawn; decline this counter-offer instead' },
    });
    const declined = await call(ctx.app, client, 'POST', `/api/client/offers/${two.id}/decline`);
    expect(declined.status).toBe(200);
    expect(declined.body.data.status).toBe('declined');
    expect((await clientAccepts(client, two.id)).status).toBe(409);
  });

  it('lets the client accept the freelancer’s counter: the contract is made from it', async () => {
    const { client, freelancer, offer, proposal } = await makeOffer(ctx.app, ctx.db.db, catalog);
    const two = (await counter(freelancer, offer.id)).body.data as Offer;
    expect(await clientAccepts(client, offer.id)).toEqual({
      status: 409,
      body: { error: 'This round was countered; only the latest round can be answered' },
    });
    const res = await clientAccepts(client, two.id);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      title: 'Marketing website',
      status: 'active',
      summary: { totalCents: 180_000 },
      milestones: [
        { title: 'Design', amountCents: 60_000, dueDate: '2026-03-08' },
        { title: 'Build', amountCents: 120_000, dueDate: null },
      ],
    });
    const mine = await call(ctx.app, freelancer, 'GET', '/api/freelancer/proposals');
    expect(mine.body.data.find((p: { id: string }) => p.id === proposal.id).status).toBe('hired');
    expect((await freelancerAccepts(freelancer, two.id)).status).toBe(409);
  });

  it('keeps the client’s card when the freelancer counters an hourly offer with a higher rate', async () => {
    const hourly = {
      title: 'Support',
      type: 'hourly',
      hourlyRateCents: 4000,
      weeklyLimitHours: 10,
      paymentMethod: 'pm_card_visa',
    } as const;
    const { client, freelancer, offer } = await makeOffer(ctx.app, ctx.db.db, catalog, hourly);
    const higher = { title: 'Support', type: 'hourly', hourlyRateCents: 5000, weeklyLimitHours: 8 };
    const two = await counter(freelancer, offer.id, higher);
    expect(two.status).toBe(201);
    expect(two.body.data).toMatchObject({
      type: 'hourly',
      hourlyRateCents: 5000,
      weeklyLimitHours: 8,
      milestones: [],
    });
    // The client countering an hourly round names a card, as on any hourly offer.
    expect(await counter(client, two.body.data.id, higher)).toEqual({
      status: 400,
      body: { error: 'Choose a card for the weekly charges' },
    });
    const res = await clientAccepts(client, two.body.data.id);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ type: 'hourly', hourlyRateCents: 5000, weeklyLimitHours: 8 });
    const { rows } = await ctx.db.db.execute<{ payment_method: string }>(
      sql`select payment_method from contracts where id = ${res.body.data.id}`,
    );
    // The first round's card, saved with the provider when the client accepted (ADR 037).
    expect(rows[0]!.payment_method).toMatch(/^pm_sandbox_saved:pm_card_visa:/);
  });
});

describe('what the parties are told of a negotiation', () => {
  const bell = async (party: Party, kind: string) => {
    await ctx.app.outbox.idle();
    const list = await call(ctx.app, party, 'GET', '/api/notifications');
    return list.body.data.filter((n: { kind: string }) => n.kind === kind);
  };

  it('tells the client of a counter and the freelancer of the client’s answer, each linking to the offer or contract', async () => {
    const { client, freelancer, offer } = await makeOffer(ctx.app, ctx.db.db, catalog);
    const two = (await counter(freelancer, offer.id)).body.data as Offer;
    expect(await bell(client, 'offer_countered')).toMatchObject([
      {
        title: 'Counter-offer: "Marketing website"',
        body: 'Fred Freelancer answered with a counter-offer on "Marketing website". Accept it, decline it or counter again.',
        link: `/client/offers/${two.id}`,
      },
    ]);
    const accepted = await clientAccepts(client, two.id);
    expect(await bell(freelancer, 'offer_accepted')).toMatchObject([
      {
        title: 'Counter-offer accepted: "Marketing website"',
        link: `/freelancer/contracts/${accepted.body.data.id}`,
      },
    ]);
    // The client accepted: the client is not told they did.
    expect(await bell(client, 'offer_accepted')).toEqual([]);
  });
});

describe('a round expires after 7 days', () => {
  const emailOf = async (party: Party) =>
    (await ctx.db.db.execute<{ email: string }>(sql`select email from users where id = ${party.id}`)).rows[0]!
      .email;
  const told = async (party: Party) => {
    await ctx.app.outbox.idle();
    const list = await call(ctx.app, party, 'GET', '/api/notifications');
    return list.body.data.filter((n: { kind: string }) => n.kind === 'offer_expiring');
  };

  it('reminds both parties 24 h before by bell and mail, then expires on the clock; accepting it is refused', async () => {
    const { client, freelancer, offer } = await makeOffer(ctx.app, ctx.db.db, catalog);
    const two = (await counter(freelancer, offer.id)).body.data as Offer;
    clock.advance(6 * DAY - HOUR);
    expect(await told(client)).toEqual([]);
    clock.advance(HOUR);
    for (const party of [client, freelancer]) {
      const rows = await told(party);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        title: 'Offer expires soon: "Marketing website"',
        body: `The counter-offer "Marketing website" expires at ${two.expiresAt} unless it is answered.`,
      });
      const mails = ctx.smtp.to(await emailOf(party)).filter((m) => m.text.includes('expires at'));
      expect(mails).toHaveLength(1);
    }
    // Not yet swept, but its time is up: refused all the same.
    clock.advance(DAY);
    expect(await clientAccepts(client, two.id)).toEqual({
      status: 409,
      body: { error: 'This offer expired' },
    });
    await ctx.app.outbox.idle();
    const seen = await rounds(client, two.id);
    expect(seen.body.data.map((o: Offer) => o.status)).toEqual(['countered', 'expired']);
    expect(await clientAccepts(client, two.id)).toEqual({
      status: 409,
      body: { error: 'This offer expired' },
    });
  });

  it('leaves an answered round alone when its timers come due', async () => {
    const { client, freelancer, offer } = await makeOffer(ctx.app, ctx.db.db, catalog);
    const two = (await counter(freelancer, offer.id)).body.data as Offer;
    expect((await clientAccepts(client, two.id)).status).toBe(201);
    clock.advance(8 * DAY);
    expect(await told(freelancer)).toEqual([]);
    const seen = await rounds(client, two.id);
    expect(seen.body.data.map((o: Offer) => o.status)).toEqual(['countered', 'accepted']);
  });
});

describe('POST /api/client/freelancers/:id/offers (Hire again)', () => {
  it('sends a direct offer to a freelancer the client had a contract with, on that contract’s job', async () => {
    const { client, freelancer, job, contract } = await makeContract(ctx.app, ctx.db.db, catalog);
    expect((await call(ctx.app, client, 'POST', `/api/contracts/${contract.id}/end`)).status).toBe(200);
    const url = `/api/client/freelancers/${freelancer.id}/offers`;
    const again = { ...OFFER, title: 'Landing page v2' };
    const res = await call(ctx.app, client, 'POST', url, again);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      proposalId: null,
      job: { id: job.id },
      title: 'Landing page v2',
      round: 1,
      madeBy: 'client',
      status: 'pending',
    });
    expect(await call(ctx.app, client, 'POST', url, again)).toEqual({
      status: 409,
      body: { error: 'You already sent this freelancer an offer that waits for an answer' },
    });
    const accepted = await freelancerAccepts(freelancer, res.body.data.id);
    expect(accepted.status).toBe(201);
    expect(accepted.body.data).toMatchObject({ title: 'Landing page v2', status: 'active' });
    expect(accepted.body.data.id).not.toBe(contract.id);
  });

  it('refuses a freelancer the client never worked with, and a freelancer (403)', async () => {
    const { client, freelancer } = await makeOffer(ctx.app, ctx.db.db, catalog);
    const url = `/api/client/freelancers/${freelancer.id}/offers`;
    expect(await call(ctx.app, client, 'POST', url, OFFER)).toEqual({
      status: 404,
      body: { error: 'You can hire again only a freelancer you had a contract with' },
    });
    expect((await call(ctx.app, freelancer, 'POST', url, OFFER)).status).toBe(403);
  });
});
