import { sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app';
import { call, HOURLY_OFFER, makeContract, makeOffer } from '../../../test/contract-factories';
import { type FakeStripe, startFakeStripe } from '../../../test/fake-stripe';
import { type Catalog, createCatalog } from '../../../test/job-factories';
import { rawRows } from '../../../test/raw-rows';

/**
 * The app with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET set (ADR 024): charges go through the
 * Stripe adapter (to the stand-in for Stripe's API), and the webhook route checks signatures on the
 * raw body and records each event once.
 */
const SECRET_KEY = 'sk_test_app';
const WEBHOOK_SECRET = 'whsec_test_app_secret';
let fake: FakeStripe;
let ctx: TestContext;
let catalog: Catalog;

beforeAll(async () => {
  fake = await startFakeStripe({ secretKey: SECRET_KEY });
  ctx = await buildTestApp({
    STRIPE_SECRET_KEY: SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: fake.url,
  });
  catalog = await createCatalog(ctx.db.db);
});
afterAll(async () => {
  await ctx?.close();
  await fake?.close();
});

const event = (id: string, type = 'payment_intent.succeeded') =>
  JSON.stringify(
    { id, object: 'event', type, livemode: false, created: 1, data: { object: { id: 'pi_1' } } },
    null,
    2,
  );

function deliver(payload: string, signature: string | undefined) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/payments/webhooks/stripe',
    headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
    payload,
  });
}

describe('Stripe as the provider', () => {
  it('says so on the terms and funds a milestone through Stripe', async () => {
    const terms = await ctx.app.inject({ method: 'GET', url: '/api/payments/terms' });
    expect(terms.json().data.provider).toBe('stripe');

    const { client, contract } = await makeContract(ctx.app, ctx.db.db, catalog);
    const base = `/api/contracts/${contract.id}/milestones/${contract.milestones[0]!.id}`;
    const funded = await call(ctx.app, client, 'POST', `${base}/fund`, { paymentMethod: 'pm_card_visa' });
    expect(funded).toMatchObject({ status: 200, body: { data: { status: 'funded' } } });
    const charge = fake.requests.findLast((r) => r.path === '/v1/payment_intents');
    expect(charge?.params).toMatchObject({ amount: '50000', capture_method: 'automatic', confirm: 'true' });
    const [payment] = await rawRows<{ provider: string; provider_ref: string }>(
      ctx.db.db,
      sql`select provider, provider_ref from payments where milestone_id = ${contract.milestones[0]!.id}`,
    );
    expect(payment).toEqual({ provider: 'stripe', provider_ref: expect.stringMatching(/^pi_/) });
  });

  it('answers a declined card with Stripe’s text and changes nothing', async () => {
    const { client, contract } = await makeContract(ctx.app, ctx.db.db, catalog);
    const milestone = contract.milestones[0]!;
    const base = `/api/contracts/${contract.id}/milestones/${milestone.id}`;
    const declined = await call(ctx.app, client, 'POST', `${base}/fund`, {
      paymentMethod: 'pm_card_chargeDeclined',
    });
    expect(declined).toEqual({ status: 402, body: { error: 'Your card was declined.' } });
    const after = await call(ctx.app, client, 'GET', `/api/contracts/${contract.id}`);
    expect(after.body.data.milestones[0].status).toBe(milestone.status);
  });
});

describe('an hourly contract’s saved card through Stripe (ADR 037)', () => {
  it('saves the card to the client’s Customer off-session when the offer is accepted, and charges a bonus to it off-session', async () => {
    const { client, contract } = await makeContract(ctx.app, ctx.db.db, catalog, HOURLY_OFFER);
    const setup = fake.requests.findLast((r) => r.path === '/v1/setup_intents');
    expect(setup).toMatchObject({
      params: { payment_method: 'pm_card_visa', usage: 'off_session', confirm: 'true' },
    });
    const [customer] = await rawRows<{ customer_ref: string }>(
      ctx.db.db,
      sql`select customer_ref from payment_customers where user_id = ${client.id} and provider = 'stripe'`,
    );
    expect(setup?.params.customer).toBe(customer!.customer_ref);

    const bonus = await call(ctx.app, client, 'POST', `/api/contracts/${contract.id}/bonuses`, {
      amountCents: 5_000,
      note: 'Thanks',
    });
    expect(bonus.status).toBe(200);
    const charge = fake.requests.findLast((r) => r.path === '/v1/payment_intents');
    expect(charge?.params).toMatchObject({
      amount: '5000',
      customer: customer!.customer_ref,
      payment_method: expect.stringMatching(/^pm_(?!card_)/),
      off_session: 'true',
      confirm: 'true',
    });
  });

  it('answers 402 and starts nothing when Stripe refuses to save the card', async () => {
    const { freelancer, offer } = await makeOffer(ctx.app, ctx.db.db, catalog, {
      ...HOURLY_OFFER,
      paymentMethod: 'pm_card_chargeDeclined',
    });
    const refused = await call(ctx.app, freelancer, 'POST', `/api/freelancer/offers/${offer.id}/accept`);
    expect(refused).toEqual({
      status: 402,
      body: {
        error:
          "The client's card was refused: Your card was declined. Nothing was started; the client can send a new offer with another card.",
      },
    });
    expect(await rawRows(ctx.db.db, sql`select id from contracts where offer_id = ${offer.id}`)).toEqual([]);
  });
});

describe('POST /api/payments/webhooks/stripe', () => {
  it('records a correctly signed event once; a redelivery is acknowledged and recorded nothing more', async () => {
    const payload = event('evt_once');
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const first = await deliver(payload, signature);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    const again = await deliver(payload, signature);
    expect(again.json()).toEqual({ received: true, duplicate: true });
    const rows = await rawRows<{ id: string; type: string }>(
      ctx.db.db,
      sql`select id, type from stripe_events where id = 'evt_once'`,
    );
    expect(rows).toEqual([{ id: 'evt_once', type: 'payment_intent.succeeded' }]);
  });

  it('answers 400 to a bad, missing or foreign signature, and to a body changed after signing', async () => {
    const payload = event('evt_bad');
    const foreign = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    const good = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const stale = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    for (const [body, signature] of [
      [payload, foreign],
      [payload, undefined],
      [payload, 't=1,v1=nonsense'],
      [payload, stale],
      // Same JSON, different bytes (re-serialised): the signature covers the raw body.
      [JSON.stringify(JSON.parse(payload)), good],
    ] as const) {
      const answer = await deliver(body, signature);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ error: 'Invalid Stripe signature' });
    }
    expect(await rawRows(ctx.db.db, sql`select id from stripe_events where id = 'evt_bad'`)).toEqual([]);
  });
});
