import type { CreateOfferRequest } from '@skillora/shared';
import { weekOf, weekTimes } from '@skillora/shared/hourly-week';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/build-test-app';
import { call, HOURLY_OFFER, makeContract, makeOffer, type Party } from '../../../test/contract-factories';
import { useContractWorld } from '../../../test/contract-world';
import { type Catalog, postJob, sendProposal } from '../../../test/job-factories';
import { contracts, paymentCustomers, payments } from '../../../test/tables';
import { createManualClock } from '../../lib/clock';

/**
 * The client's card saved with the provider (issue 27, ADR 037): saved when the hourly offer is
 * accepted, the weeks and bonuses charged to it off-session, replaced by a card that works.
 */
let ctx: TestContext;
let catalog: Catalog;
let admin: Party;
const clock = createManualClock(new Date());
useContractWorld((world) => ({ ctx, catalog, admin } = world), { clock });

const DAY_MS = 86_400_000;
const audit = async () => (await call(ctx.app, admin, 'GET', '/api/admin/ledger/audit')).body.data;
const savedCardOf = async (contractId: string) =>
  (await ctx.db.db.select().from(contracts).where(eq(contracts.id, contractId)))[0]!.paymentMethod;
const customersOf = (userId: string) =>
  ctx.db.db.select().from(paymentCustomers).where(eq(paymentCustomers.userId, userId));
const chargesOf = (milestoneId: string) =>
  ctx.db.db.select().from(payments).where(eq(payments.milestoneId, milestoneId));

/** An hourly contract started on a Wednesday, with the week's helpers. */
async function hourly(offer: CreateOfferRequest = HOURLY_OFFER) {
  const monday = weekOf(clock.now());
  clock.set(new Date(new Date(`${monday}T10:00:00Z`).getTime() + 2 * DAY_MS));
  const made = await makeContract(ctx.app, ctx.db.db, catalog, offer);
  await ctx.app.outbox.idle();
  const base = `/api/contracts/${made.contract.id}`;
  const logAndInvoice = async (week: string, minutes: number) => {
    const logged = await call(ctx.app, made.freelancer, 'POST', `${base}/time-entries`, {
      date: week,
      minutes,
      memo: 'Work',
    });
    expect(logged.status).toBe(201);
    clock.set(weekTimes(week).invoiceAt);
    await ctx.app.outbox.idle();
    return (await call(ctx.app, made.client, 'GET', `${base}/timesheets?week=${week}`)).body.data;
  };
  return { ...made, monday, base, logAndInvoice };
}

describe('the hourly client’s saved card', () => {
  it('is saved to one customer per client when the offer is accepted; the week is charged to it off-session', async () => {
    const { client, contract, monday, logAndInvoice } = await hourly();
    const [customer] = await customersOf(client.id);
    expect(customer).toMatchObject({ provider: 'sandbox', customerRef: expect.stringMatching(/^cus_/) });
    const saved = await savedCardOf(contract.id);
    expect(saved).toMatch(/^pm_sandbox_saved:pm_card_visa:/);

    const week = await logAndInvoice(monday, 60);
    expect(week.invoice).toMatchObject({ amountCents: 4_000, status: 'submitted' });
    expect(await chargesOf(week.invoice.milestoneId)).toEqual([
      expect.objectContaining({ status: 'succeeded', method: saved, customerRef: customer!.customerRef }),
    ]);
    expect(await audit()).toMatchObject({ ok: true });
  });

  it('a second hourly contract of the same client saves its card to the same customer', async () => {
    const first = await hourly();
    const [customer] = await customersOf(first.client.id);
    const job = await postJob(ctx.app, first.client.cookie, catalog);
    const proposal = await sendProposal(ctx.app, first.freelancer.cookie, job.id);
    const offer = await call(ctx.app, first.client, 'POST', `/api/client/proposals/${proposal.id}/offer`, {
      ...HOURLY_OFFER,
      paymentMethod: 'pm_card_mastercard',
    });
    const url = `/api/freelancer/offers/${offer.body.data.id}/accept`;
    const accepted = await call(ctx.app, first.freelancer, 'POST', url);
    expect(accepted.status).toBe(201);
    expect(await customersOf(first.client.id)).toEqual([customer]);
    const saved = await savedCardOf(accepted.body.data.id);
    expect(saved).toBe(
      `pm_sandbox_saved:pm_card_mastercard:${customer!.customerRef}:offer_${offer.body.data.id}`,
    );
  });

  it.each([
    ['pm_card_chargeDeclined', 'Your card was declined.'],
    ['pm_card_authenticationRequired', 'authentication (3-D Secure) on every payment'],
  ] as const)('a card refused when saved (%s): 402, no contract, the offer still open', async (card, why) => {
    const { freelancer, offer } = await makeOffer(ctx.app, ctx.db.db, catalog, {
      ...HOURLY_OFFER,
      paymentMethod: card,
    });
    const url = `/api/freelancer/offers/${offer.id}/accept`;
    const refused = await call(ctx.app, freelancer, 'POST', url);
    expect(refused.status).toBe(402);
    expect(refused.body.error).toMatch(/^The client's card was refused: /);
    expect(refused.body.error).toContain(why);
    expect(refused.body.error).toContain('the client can send a new offer with another card');
    const seen = await call(ctx.app, freelancer, 'GET', `/api/freelancer/offers/${offer.id}`);
    expect(seen.body.data).toMatchObject({ status: 'pending' });
    const theirs = await ctx.db.db.select().from(contracts).where(eq(contracts.offerId, offer.id));
    expect(theirs).toEqual([]);
  });

  it('a card refused at charge pauses the contract; a new card that works pays the week, replaces the saved one and pays the next week', async () => {
    const { client, freelancer, contract, monday, base, logAndInvoice } = await hourly({
      ...HOURLY_OFFER,
      paymentMethod: 'pm_card_chargeCustomerFail',
    });
    const old = await savedCardOf(contract.id);
    const week = await logAndInvoice(monday, 60);
    expect(week.invoice).toMatchObject({ status: 'pending' });
    expect(week.paused).toMatchObject({ reason: 'card_refused' });
    const fund = (paymentMethod: string) =>
      call(ctx.app, client, 'POST', `${base}/milestones/${week.invoice.milestoneId}/fund`, { paymentMethod });

    // A card that cannot even be saved changes nothing.
    const declined = await fund('pm_card_insufficientFunds');
    expect(declined).toEqual({ status: 402, body: { error: 'Your card has insufficient funds.' } });
    expect(await savedCardOf(contract.id)).toBe(old);

    expect((await fund('pm_card_visa')).status).toBe(200);
    await ctx.app.outbox.idle();
    const replaced = await savedCardOf(contract.id);
    expect(replaced).toMatch(/^pm_sandbox_saved:pm_card_visa:/);
    const sheet = (await call(ctx.app, client, 'GET', `${base}/timesheets?week=${monday}`)).body.data;
    expect(sheet).toMatchObject({ paused: null, invoice: { status: 'submitted' } });

    // The next week is charged to the new card with the client away.
    const next = new Date(new Date(`${monday}T00:00:00Z`).getTime() + 7 * DAY_MS).toISOString().slice(0, 10);
    const second = await logAndInvoice(next, 30);
    expect(second.invoice).toMatchObject({ amountCents: 2_000, status: 'submitted' });
    expect(await chargesOf(second.invoice.milestoneId)).toEqual([
      expect.objectContaining({ status: 'succeeded', method: replaced }),
    ]);
    // And so is a bonus.
    const bonus = await call(ctx.app, client, 'POST', `${base}/bonuses`, {
      amountCents: 1_000,
      note: 'Thanks',
    });
    expect(bonus.status).toBe(200);
    expect((await call(ctx.app, freelancer, 'POST', `${base}/timer/start`)).status).toBe(201);
    expect(await audit()).toMatchObject({ ok: true });
  });

  it('a bonus on a card refused at charge answers 402 once per Idempotency-Key, nothing moves', async () => {
    const { client, base } = await hourly({ ...HOURLY_OFFER, paymentMethod: 'pm_card_chargeCustomerFail' });
    const headers = { 'idempotency-key': 'bonus-refused-0001' };
    const body = { amountCents: 5_000, note: 'Extra' };
    const first = await call(ctx.app, client, 'POST', `${base}/bonuses`, body, headers);
    expect(first).toEqual({ status: 402, body: { error: 'Your card was declined.' } });
    expect(await call(ctx.app, client, 'POST', `${base}/bonuses`, body, headers)).toEqual(first);
    const contract = (await call(ctx.app, client, 'GET', base)).body.data;
    expect(contract.summary).toMatchObject({ inEscrowCents: 0, releasedCents: 0 });
    expect(await audit()).toMatchObject({ ok: true });
  });
});
