import { sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app';
import { call, type Party, signIn } from '../../../test/contract-factories';
import { DAY, hire } from '../../../test/contract-world';
import { type FakeStripe, startFakeStripe } from '../../../test/fake-stripe';
import { type Catalog, createCatalog } from '../../../test/job-factories';
import { rawRows } from '../../../test/raw-rows';
import { createManualClock } from '../../lib/clock';
import { NO_PAYOUT_ACCOUNT } from './payout-accounts';

/**
 * What Stripe's events do (ADR 035), with payloads signed by the `stripe` package: an account's
 * state (out-of-order safe), 3-D Secure's outcome, a returned payout — each once, whatever Stripe
 * redelivers, and nothing for a tampered body.
 */
const SECRET_KEY = 'sk_test_webhooks';
const WEBHOOK_SECRET = 'whsec_test_webhooks';
const PUBLISHABLE_KEY = 'pk_test_webhooks';
const clock = createManualClock(new Date());
let fake: FakeStripe;
let ctx: TestContext;
let catalog: Catalog;
let admin: Party;

beforeAll(async () => {
  fake = await startFakeStripe({ secretKey: SECRET_KEY });
  ctx = await buildTestApp(
    {
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: fake.url,
      STRIPE_PUBLISHABLE_KEY: PUBLISHABLE_KEY,
    },
    { clock },
  );
  catalog = await createCatalog(ctx.db.db);
  admin = await signIn(ctx.app, ctx.db.db, 'admin');
});
afterAll(async () => {
  await ctx?.close();
  await fake?.close();
});

let serial = 0;
/** A Stripe event as Stripe sends it, `created` in seconds. */
const event = (type: string, object: object, created = 1_800_000_000 + serial, connected?: string) =>
  JSON.stringify({
    id: `evt_${++serial}_${type}`,
    object: 'event',
    type,
    livemode: false,
    created,
    // A Connect event (one that happened on a connected account) names the account.
    ...(connected ? { account: connected } : {}),
    data: { object },
  });
const sign = (payload: string) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
async function deliver(payload: string, signature = sign(payload)) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/payments/webhooks/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
  return { status: res.statusCode, body: res.json() };
}
const account = (id: string, enabled: boolean, due: string[] = [], submitted = enabled) => ({
  id,
  object: 'account',
  details_submitted: submitted,
  payouts_enabled: enabled,
  requirements: { currently_due: due, past_due: [] },
});
const payoutAccount = async (who: Party) =>
  (await call(ctx.app, who, 'GET', '/api/wallet/payout-account')).body;
const audit = async () => (await call(ctx.app, admin, 'GET', '/api/admin/ledger/audit')).body.data;

/** A freelancer with a Stripe Express account (pending), and its id. */
async function onboarding() {
  const h = await hire({ ctx, catalog });
  const setUp = await call(ctx.app, h.freelancer, 'POST', '/api/wallet/payout-account');
  expect(setUp).toEqual({
    status: 200,
    body: { url: expect.stringMatching(/^https:\/\/connect\.stripe\.com\//) },
  });
  const link = fake.requests.findLast((r) => r.path === '/v1/account_links')!;
  expect(link.params).toMatchObject({
    type: 'account_onboarding',
    return_url: expect.stringMatching(/\/freelancer\/wallet$/),
    refresh_url: expect.stringMatching(/\/freelancer\/wallet\?payouts=refresh$/),
  });
  return { ...h, acct: link.params.account! };
}

describe('account.updated', () => {
  it('keeps the account’s state; an older event delivered late, a replay or a tampered body changes nothing', async () => {
    const { freelancer, acct } = await onboarding();
    expect(await payoutAccount(freelancer)).toEqual({
      status: 'pending',
      requirements: ['individual.first_name', 'individual.last_name', 'external_account'],
    });
    const withdraw = await call(ctx.app, freelancer, 'POST', '/api/wallet/withdrawals', { amountCents: 100 });
    expect(withdraw.status).toBe(402);

    const enabled = event('account.updated', account(acct, true), 1_900_000_100);
    expect(await deliver(enabled)).toEqual({ status: 200, body: { received: true, duplicate: false } });
    expect(await payoutAccount(freelancer)).toEqual({ status: 'enabled', requirements: [] });

    // Sent before the one above, arriving after it.
    const older = event('account.updated', account(acct, false, ['external_account']), 1_900_000_050);
    expect(await deliver(older)).toEqual({ status: 200, body: { received: true, duplicate: false } });
    expect(await payoutAccount(freelancer)).toEqual({ status: 'enabled', requirements: [] });

    const tampered = event('account.updated', account(acct, false, ['individual.id_number']), 1_900_000_200);
    const forged = tampered.replace('"payouts_enabled":false', '"payouts_enabled":true');
    expect(await deliver(forged, sign(tampered))).toEqual({
      status: 400,
      body: { error: 'Invalid Stripe signature' },
    });

    // Details given, then Stripe asks for more: payouts are stopped until they are.
    const restricted = event(
      'account.updated',
      account(acct, false, ['individual.id_number'], true),
      1_900_000_300,
    );
    await deliver(restricted);
    expect(await payoutAccount(freelancer)).toEqual({
      status: 'restricted',
      requirements: ['individual.id_number'],
    });
    expect(await deliver(enabled)).toEqual({ status: 200, body: { received: true, duplicate: true } });
    expect(await payoutAccount(freelancer)).toMatchObject({ status: 'restricted' });
  });

  it('refuses a withdrawal without a connected account with a clear 402', async () => {
    const { freelancer } = await hire({ ctx, catalog });
    expect(await call(ctx.app, freelancer, 'POST', '/api/wallet/withdrawals', { amountCents: 100 })).toEqual({
      status: 402,
      body: { error: NO_PAYOUT_ACCOUNT },
    });
    // The sandbox's own pages do not exist with Stripe.
    expect((await call(ctx.app, freelancer, 'POST', '/api/payments/sandbox/onboarding')).status).toBe(404);
  });
});

describe('3-D Secure through Stripe', () => {
  async function waiting() {
    const h = await hire({ ctx, catalog });
    const answer = await h.act(h.client, 'fund', { paymentMethod: 'pm_card_authenticationRequired' });
    expect(answer).toMatchObject({
      status: 200,
      body: {
        data: { status: 'pending' },
        // What Stripe.js's confirmCardPayment needs in the browser (ADR 035).
        nextAction: {
          type: 'use_stripe_sdk',
          clientSecret: expect.stringMatching(/^pi_.+_secret_/),
          publishableKey: PUBLISHABLE_KEY,
        },
      },
    });
    const [payment] = await rawRows<{ id: string; provider_ref: string }>(
      ctx.db.db,
      sql`select id, provider_ref from payments where milestone_id = ${h.milestone.id}`,
    );
    const status = async () =>
      (await call(ctx.app, h.client, 'GET', `/api/contracts/${h.contract.id}`)).body.data.milestones[0]
        .status;
    return { ...h, payment: payment!, status };
  }
  const intent = (p: { id: string; provider_ref: string }, status: string, error?: string) => ({
    id: p.provider_ref,
    object: 'payment_intent',
    status,
    metadata: { paymentId: p.id },
    last_payment_error: error ? { message: error } : null,
  });

  it('payment_intent.succeeded books the fund once, however often Stripe sends it', async () => {
    const h = await waiting();
    expect(await h.status()).toBe('pending');
    const succeeded = event('payment_intent.succeeded', intent(h.payment, 'succeeded'));
    await deliver(succeeded);
    expect(await h.status()).toBe('funded');
    expect((await deliver(succeeded)).body).toEqual({ received: true, duplicate: true });
    // Another event for the same intent (Stripe may send one) finds the payment done.
    await deliver(event('payment_intent.succeeded', intent(h.payment, 'succeeded')));
    const funds = await rawRows(
      ctx.db.db,
      sql`select id from ledger_transfers where code = 'fund' and milestone_id = ${h.milestone.id}`,
    );
    expect(funds).toHaveLength(1);
    expect(await audit()).toMatchObject({ ok: true });
  });

  it('payment_intent.payment_failed releases the hold: nothing booked, the milestone fundable again', async () => {
    const h = await waiting();
    await deliver(
      event(
        'payment_intent.payment_failed',
        intent(h.payment, 'requires_payment_method', 'Authentication failed.'),
      ),
    );
    expect(await h.status()).toBe('pending');
    const [row] = await rawRows(
      ctx.db.db,
      sql`select status, failure from payments where id = ${h.payment.id}`,
    );
    expect(row).toEqual({ status: 'failed', failure: 'Authentication failed.' });
    expect((await h.act(h.client, 'fund', { paymentMethod: 'pm_card_visa' })).body.data.status).toBe(
      'funded',
    );
  });
});

describe('transfer.reversed and payout.failed', () => {
  /** A freelancer paid $500 less the fee, withdrawing to an enabled Stripe account. */
  async function paidFreelancer() {
    const h = await onboarding();
    await deliver(event('account.updated', account(h.acct, true), 1_950_000_000));
    await h.act(h.client, 'fund', { paymentMethod: 'pm_card_visa' });
    await h.act(h.freelancer, 'submit', { message: 'Done' });
    await h.act(h.client, 'approve');
    clock.advance(5 * DAY);
    await ctx.app.outbox.idle();
    const withdraw = async (amountCents: number) => {
      const paid = await call(ctx.app, h.freelancer, 'POST', '/api/wallet/withdrawals', { amountCents });
      expect(paid.status).toBe(201);
      const [row] = await rawRows<{ id: string; provider_ref: string }>(
        ctx.db.db,
        sql`select id, provider_ref from payments where id = ${paid.body.data.id}`,
      );
      return row!;
    };
    const available = async () =>
      (await call(ctx.app, h.freelancer, 'GET', '/api/wallet')).body.data.availableCents;
    const returnedNotes = async () => {
      await ctx.app.outbox.idle();
      const notes = await call(ctx.app, h.freelancer, 'GET', '/api/notifications');
      return notes.body.data
        .filter((n: { kind: string }) => n.kind === 'payout_returned')
        .map((n: { title: string }) => n.title);
    };
    return { ...h, withdraw, available, returnedNotes };
  }
  const transfer = (p: { id: string; provider_ref: string }, amount: number, reversed: number) => ({
    id: p.provider_ref,
    object: 'transfer',
    amount,
    amount_reversed: reversed,
    metadata: { paymentId: p.id },
  });

  it('a partial reversal returns its part; the rest follows; an older event arriving late adds nothing', async () => {
    const h = await paidFreelancer();
    const payment = await h.withdraw(10_000);
    expect(await h.available()).toBe(37_500);

    const part = event('transfer.reversed', transfer(payment, 10_000, 3_000), 1_960_000_100);
    await deliver(part);
    expect(await h.available()).toBe(40_500);
    const whole = event('transfer.reversed', transfer(payment, 10_000, 10_000), 1_960_000_200);
    await deliver(whole);
    expect(await h.available()).toBe(47_500);
    // The first reversal's event again under another id (Stripe sent two), and the replays.
    await deliver(event('transfer.reversed', transfer(payment, 10_000, 3_000), 1_960_000_100));
    expect((await deliver(part)).body).toEqual({ received: true, duplicate: true });
    expect((await deliver(whole)).body).toEqual({ received: true, duplicate: true });
    expect(await h.available()).toBe(47_500);
    expect(await h.returnedNotes()).toEqual(
      expect.arrayContaining(['Payout returned: $30.00', 'Payout returned: $70.00']),
    );
    expect(await h.returnedNotes()).toHaveLength(2);
    expect(await audit()).toMatchObject({ ok: true, mismatches: [] });
  });

  it('a failed automatic bank payout comes back once, split over the latest payouts, and is reversed at Stripe', async () => {
    const h = await paidFreelancer();
    const older = await h.withdraw(30_000);
    const newer = await h.withdraw(10_000);
    expect(await h.available()).toBe(7_500);

    // Stripe paid the connected account's balance out to the bank on its own schedule; the bank refused.
    const bankPayout = { id: 'po_auto_1', object: 'payout', amount: 35_000, currency: 'usd', metadata: {} };
    const failed = event('payout.failed', bankPayout, 1_970_000_000, h.acct);
    const forged = failed.replace('"amount":35000', '"amount":3500000');
    expect((await deliver(forged, sign(failed))).status).toBe(400);
    expect(await h.available()).toBe(7_500);

    expect(await deliver(failed)).toEqual({ status: 200, body: { received: true, duplicate: false } });
    expect(await h.available()).toBe(42_500);
    expect((await deliver(failed)).body).toEqual({ received: true, duplicate: true });
    // Another event about the same bank payout (another id) returns nothing more.
    await deliver(event('payout.failed', bankPayout, 1_970_000_050, h.acct));
    expect(await h.available()).toBe(42_500);
    expect(await h.returnedNotes()).toEqual(['Payout returned: $350.00']);

    // The outbox took the money back from the connected account: the newer payout whole, then part of the older.
    const reversals = fake.requests.filter((r) => /^\/v1\/transfers\/[^/]+\/reversals$/.test(r.path));
    expect(reversals.map((r) => [r.path, r.params.amount, r.params['metadata[reason]']])).toEqual([
      [`/v1/transfers/${newer.provider_ref}/reversals`, '10000', 'payout_failed'],
      [`/v1/transfers/${older.provider_ref}/reversals`, '25000', 'payout_failed'],
    ]);
    // Stripe then reports those reversals on the transfers: already returned, nothing moves.
    await deliver(event('transfer.reversed', transfer(newer, 10_000, 10_000)));
    await deliver(event('transfer.reversed', transfer(older, 30_000, 25_000)));
    expect(await h.available()).toBe(42_500);
    // A later reversal of the rest of the older payout still returns its part.
    await deliver(event('transfer.reversed', transfer(older, 30_000, 30_000)));
    expect(await h.available()).toBe(47_500);

    // A bank payout of an account that is not ours' is recorded and changes nothing.
    expect(
      (await deliver(event('payout.failed', { ...bankPayout, id: 'po_x' }, 1_970_000_100, 'acct_other')))
        .status,
    ).toBe(200);
    const history = await call(ctx.app, h.freelancer, 'GET', '/api/wallet/transactions');
    expect(history.body.data.filter((t: { code: string }) => t.code === 'payout_return')).toHaveLength(3);
    expect(await audit()).toMatchObject({ ok: true, mismatches: [] });
  });

  it('return the payout to the available balance once, and tell the freelancer', async () => {
    const h = await onboarding();
    await deliver(event('account.updated', account(h.acct, true), 1_950_000_000));
    await h.act(h.client, 'fund', { paymentMethod: 'pm_card_visa' });
    await h.act(h.freelancer, 'submit', { message: 'Done' });
    await h.act(h.client, 'approve');
    clock.advance(5 * DAY);
    await ctx.app.outbox.idle();

    const paid = await call(ctx.app, h.freelancer, 'POST', '/api/wallet/withdrawals', {
      amountCents: 10_000,
    });
    expect(paid).toMatchObject({ status: 201, body: { data: { destination: h.acct } } });
    const transfer = fake.requests.findLast((r) => r.path === '/v1/transfers')!;
    expect(transfer.params).toMatchObject({ destination: h.acct, amount: '10000' });
    const available = async () =>
      (await call(ctx.app, h.freelancer, 'GET', '/api/wallet')).body.data.availableCents;
    expect(await available()).toBe(37_500);

    const [payment] = await rawRows<{ id: string; provider_ref: string }>(
      ctx.db.db,
      sql`select id, provider_ref from payments where id = ${paid.body.data.id}`,
    );
    const reversed = event('transfer.reversed', {
      id: payment!.provider_ref,
      object: 'transfer',
      amount_reversed: 10_000,
      metadata: { paymentId: payment!.id },
    });
    await deliver(reversed);
    expect(await available()).toBe(47_500);
    await deliver(reversed);
    // The bank payout failing too says the same thing: nothing more comes back.
    await deliver(
      event('payout.failed', { id: 'po_1', object: 'payout', metadata: { paymentId: payment!.id } }),
    );
    expect(await available()).toBe(47_500);
    await ctx.app.outbox.idle();

    const notes = await call(ctx.app, h.freelancer, 'GET', '/api/notifications');
    expect(notes.body.data.filter((n: { kind: string }) => n.kind === 'payout_returned')).toEqual([
      expect.objectContaining({ title: 'Payout returned: $100.00', link: '/freelancer/wallet' }),
    ]);
    const history = await call(ctx.app, h.freelancer, 'GET', '/api/wallet/transactions');
    expect(history.body.data[0]).toMatchObject({ code: 'payout_return', amountCents: 10_000 });
    expect(await audit()).toMatchObject({ ok: true, mismatches: [] });
  });
});
