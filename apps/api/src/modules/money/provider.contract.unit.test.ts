import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHENTICATION_FAILED, type FakeStripe, startFakeStripe } from '../../../test/fake-stripe';
import type { PaymentProvider } from './provider';
import { createSandboxProvider, isSandbox } from './sandbox-provider';
import { createStripeProvider } from './stripe-provider';

/**
 * One contract for every PaymentProvider (ADR 021, 024): the sandbox, and the Stripe adapter
 * talking over HTTP with the real `stripe` client to a server that speaks Stripe's API
 * (test/fake-stripe.ts, a stand-in for the remote service only). The same assertions run for both.
 */
const SECRET = 'sk_test_contract';
let fake: FakeStripe;

beforeAll(async () => {
  fake = await startFakeStripe({ secretKey: SECRET });
});
afterAll(async () => {
  await fake?.close();
});

/** What a person does on the provider's own pages: its onboarding, its 3-D Secure challenge. */
type Person = { finishOnboarding(ref: string): void; authenticate(ref: string, ok: boolean): void };

const implementations: [string, () => PaymentProvider, (p: PaymentProvider) => Person][] = [
  [
    'sandbox',
    () => createSandboxProvider(),
    (p) => {
      if (!isSandbox(p)) throw new Error('not the sandbox');
      return {
        finishOnboarding: (ref) => p.finishOnboarding(ref),
        authenticate: (ref, ok) => p.answerChallenge(ref, ok ? 'complete' : 'fail'),
      };
    },
  ],
  [
    'stripe',
    () => createStripeProvider({ secretKey: SECRET, apiUrl: fake.url, maxNetworkRetries: 0 }),
    () => fake,
  ],
];

const charge = (provider: PaymentProvider, paymentMethod: string, idempotencyKey = randomUUID()) =>
  provider.charge({
    idempotencyKey,
    amountCents: 12_345,
    currency: 'USD',
    paymentMethod,
    description: 'Milestone m1',
  });

describe.each(implementations)('PaymentProvider contract: %s', (name, make, person) => {
  it('names itself', () => {
    expect(make().name).toBe(name);
  });

  it.each(['pm_card_visa', 'pm_card_mastercard'])('captures a charge on %s', async (card) => {
    const result = await charge(make(), card);
    expect(result).toEqual({ ok: true, ref: expect.any(String) });
  });

  it('answers a retried charge with the same result (idempotency key)', async () => {
    const provider = make();
    const key = randomUUID();
    const first = await charge(provider, 'pm_card_visa', key);
    const again = await charge(provider, 'pm_card_visa', key);
    expect(again).toEqual(first);
  });

  it('declines pm_card_chargeDeclined with Stripe’s text', async () => {
    expect(await charge(make(), 'pm_card_chargeDeclined')).toEqual({
      ok: false,
      code: 'card_declined',
      message: 'Your card was declined.',
    });
  });

  it('declines pm_card_insufficientFunds with Stripe’s text', async () => {
    expect(await charge(make(), 'pm_card_insufficientFunds')).toEqual({
      ok: false,
      code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    });
  });

  it('refunds a captured charge, once per key', async () => {
    const provider = make();
    const captured = await charge(provider, 'pm_card_visa');
    if (!captured.ok) throw new Error('charge failed');
    const refund = {
      idempotencyKey: randomUUID(),
      chargeRef: captured.ref,
      amountCents: 12_345,
      currency: 'USD',
    };
    const first = await provider.refund(refund);
    expect(first).toEqual({ ok: true, ref: expect.any(String) });
    // A whole refund asked again moves nothing more: the same answer, not an over-refund error.
    expect(await provider.refund(refund)).toEqual(first);
  });

  it('pays out to a connected account, once per key', async () => {
    const provider = make();
    const payout = {
      idempotencyKey: randomUUID(),
      userId: randomUUID(),
      amountCents: 5_000,
      currency: 'USD',
      destination: 'acct_1TestFreelancer',
    };
    const first = await provider.payout(payout);
    expect(first).toEqual({ ok: true, ref: expect.any(String) });
    expect(await provider.payout(payout)).toEqual(first);
  });

  it('takes part of a payout back (a transfer reversal), once per key, never more than was paid out', async () => {
    const provider = make();
    const paid = await provider.payout({
      idempotencyKey: randomUUID(),
      userId: 'u',
      amountCents: 5_000,
      currency: 'USD',
      destination: 'acct_1TestFreelancer',
    });
    if (!paid.ok) throw new Error('payout refused');
    const back = {
      idempotencyKey: randomUUID(),
      transferRef: paid.ref,
      amountCents: 3_000,
      reason: 'payout_failed',
    };
    const first = await provider.reverseTransfer(back);
    expect(first).toEqual({ ok: true, ref: expect.stringMatching(/^trr_/) });
    expect(await provider.reverseTransfer(back)).toEqual(first);
    await expect(
      provider.reverseTransfer({ ...back, idempotencyKey: randomUUID(), amountCents: 2_001 }),
    ).rejects.toThrow(/exceeds|more than/);
    const rest = await provider.reverseTransfer({
      ...back,
      idempotencyKey: randomUUID(),
      amountCents: 2_000,
    });
    expect(rest).toEqual({ ok: true, ref: expect.not.stringMatching(first.ok ? first.ref : '') });
  });

  it('makes one connected account per key, pending with requirements until onboarding is finished', async () => {
    const provider = make();
    const key = randomUUID();
    const { ref } = await provider.createPayoutAccount({ idempotencyKey: key, userId: key });
    expect(ref).toMatch(/^acct_/);
    expect(await provider.createPayoutAccount({ idempotencyKey: key, userId: key })).toEqual({ ref });
    expect(await provider.payoutAccountState(ref)).toEqual({
      detailsSubmitted: false,
      payoutsEnabled: false,
      requirements: expect.arrayContaining(['external_account']),
    });
    const link = await provider.onboardingLink({
      accountRef: ref,
      returnUrl: 'http://localhost/freelancer/wallet',
      refreshUrl: 'http://localhost/freelancer/wallet?payouts=refresh',
    });
    expect(link.url).toEqual(expect.any(String));

    person(provider).finishOnboarding(ref);
    expect(await provider.payoutAccountState(ref)).toEqual({
      detailsSubmitted: true,
      payoutsEnabled: true,
      requirements: [],
    });
  });

  it('pays out to an onboarded connected account', async () => {
    const provider = make();
    const { ref } = await provider.createPayoutAccount({ idempotencyKey: randomUUID(), userId: 'u' });
    person(provider).finishOnboarding(ref);
    const result = await provider.payout({
      idempotencyKey: randomUUID(),
      userId: 'u',
      amountCents: 2_500,
      currency: 'USD',
      destination: ref,
    });
    expect(result).toEqual({ ok: true, ref: expect.any(String) });
  });

  it('3-D Secure: a card that needs authentication waits (requires_action), and the same key waits again', async () => {
    const provider = make();
    const key = randomUUID();
    const first = await charge(provider, 'pm_card_authenticationRequired', key);
    expect(first).toEqual({
      ok: false,
      code: 'requires_action',
      ref: expect.any(String),
      message: expect.any(String),
      nextAction: expect.objectContaining({ type: expect.stringMatching(/^(redirect|use_stripe_sdk)$/) }),
    });
    expect(await charge(provider, 'pm_card_authenticationRequired', key)).toEqual(first);
    if (first.ok) throw new Error('captured without authentication');
    expect(first.code === 'requires_action' && (await provider.chargeStatus(first.ref))).toEqual(first);
  });

  it.each([
    [true, (ref: string) => ({ ok: true, ref })],
    [false, () => ({ ok: false, code: 'card_declined', message: AUTHENTICATION_FAILED })],
  ])('3-D Secure: authenticated %s → the charge is %s', async (ok, expected) => {
    const provider = make();
    const waiting = await charge(provider, 'pm_card_authenticationRequired');
    if (waiting.ok || waiting.code !== 'requires_action') throw new Error('did not ask for authentication');
    person(provider).authenticate(waiting.ref, ok);
    expect(await provider.chargeStatus(waiting.ref)).toEqual(expected(waiting.ref));
  });

  it('3-D Secure: a charge given up before authentication is declined, and nothing was captured', async () => {
    const provider = make();
    const waiting = await charge(provider, 'pm_card_authenticationRequired');
    if (waiting.ok || waiting.code !== 'requires_action') throw new Error('did not ask for authentication');
    await provider.cancelCharge(waiting.ref);
    expect(await provider.chargeStatus(waiting.ref)).toEqual({
      ok: false,
      code: 'card_declined',
      message: 'Your card was declined.',
    });
  });
  describe('saved cards, charged with the client away (ADR 037)', () => {
    async function saved(provider: PaymentProvider, card: string) {
      const { ref: customerRef } = await provider.createCustomer({
        idempotencyKey: randomUUID(),
        userId: randomUUID(),
      });
      return {
        customerRef,
        result: await provider.savePaymentMethod({
          idempotencyKey: randomUUID(),
          customerRef,
          paymentMethod: card,
        }),
      };
    }
    const chargeSaved = (
      provider: PaymentProvider,
      customerRef: string,
      paymentMethodRef: string,
      idempotencyKey = randomUUID(),
    ) =>
      provider.chargeSaved({
        idempotencyKey,
        amountCents: 4_000,
        currency: 'USD',
        customerRef,
        paymentMethodRef,
        description: 'Week of 2026-11-23',
      });

    it('makes one customer per key', async () => {
      const provider = make();
      const key = randomUUID();
      const first = await provider.createCustomer({ idempotencyKey: key, userId: key });
      expect(first.ref).toMatch(/^cus_/);
      expect(await provider.createCustomer({ idempotencyKey: key, userId: key })).toEqual(first);
    });

    it('saves a card and charges it off-session', async () => {
      const provider = make();
      const { customerRef, result } = await saved(provider, 'pm_card_visa');
      expect(result).toEqual({ ok: true, ref: expect.stringMatching(/^pm_/) });
      if (!result.ok) throw new Error('not saved');
      expect(await chargeSaved(provider, customerRef, result.ref)).toEqual({
        ok: true,
        ref: expect.any(String),
      });
    });

    it('charges a replayed idempotency key once: the same answer', async () => {
      const provider = make();
      const { customerRef, result } = await saved(provider, 'pm_card_mastercard');
      if (!result.ok) throw new Error('not saved');
      const key = randomUUID();
      const first = await chargeSaved(provider, customerRef, result.ref, key);
      expect(first.ok).toBe(true);
      expect(await chargeSaved(provider, customerRef, result.ref, key)).toEqual(first);
      // Another key is another charge.
      expect(await chargeSaved(provider, customerRef, result.ref)).not.toEqual(first);
    });

    it('saves pm_card_chargeCustomerFail, then refuses its charge', async () => {
      const provider = make();
      const { customerRef, result } = await saved(provider, 'pm_card_chargeCustomerFail');
      if (!result.ok) throw new Error('not saved');
      expect(await chargeSaved(provider, customerRef, result.ref)).toEqual({
        ok: false,
        code: 'card_declined',
        message: 'Your card was declined.',
      });
    });

    it.each([
      ['pm_card_chargeDeclined', 'card_declined', 'Your card was declined.'],
      ['pm_card_insufficientFunds', 'insufficient_funds', 'Your card has insufficient funds.'],
      ['pm_card_authenticationRequired', 'card_declined', expect.stringContaining('3-D Secure')],
    ])('refuses to save %s', async (card, code, message) => {
      expect((await saved(make(), card)).result).toEqual({ ok: false, code, message });
    });

    it('refuses (throws) a saved card charged for another customer', async () => {
      const provider = make();
      const { result } = await saved(provider, 'pm_card_visa');
      if (!result.ok) throw new Error('not saved');
      const other = await provider.createCustomer({ idempotencyKey: randomUUID(), userId: 'u' });
      await expect(chargeSaved(provider, other.ref, result.ref)).rejects.toThrow(/belong/);
    });
  });
});

describe('Stripe adapter, as Stripe sees it', () => {
  it('saves a card with a confirmed off-session SetupIntent on a customer, and charges it off-session', async () => {
    const provider = createStripeProvider({ secretKey: SECRET, apiUrl: fake.url, maxNetworkRetries: 0 });
    const { ref: customerRef } = await provider.createCustomer({ idempotencyKey: 'c1', userId: 'u1' });
    const saved = await provider.savePaymentMethod({
      idempotencyKey: 's1',
      customerRef,
      paymentMethod: 'pm_card_visa',
    });
    if (!saved.ok) throw new Error('not saved');
    expect(fake.requests.findLast((r) => r.path === '/v1/setup_intents')).toMatchObject({
      idempotencyKey: 'setup_s1',
      params: {
        customer: customerRef,
        payment_method: 'pm_card_visa',
        usage: 'off_session',
        confirm: 'true',
      },
    });
    const key = randomUUID();
    await provider.chargeSaved({
      idempotencyKey: key,
      amountCents: 4_000,
      currency: 'USD',
      customerRef,
      paymentMethodRef: saved.ref,
      description: 'Week',
    });
    expect(fake.requests.findLast((r) => r.path === '/v1/payment_intents')).toMatchObject({
      idempotencyKey: `charge_${key}`,
      params: { customer: customerRef, payment_method: saved.ref, off_session: 'true', confirm: 'true' },
    });
  });

  it('refuses an off-session charge Stripe answers authentication_required (nobody can authenticate)', async () => {
    const provider = createStripeProvider({ secretKey: SECRET, apiUrl: fake.url, maxNetworkRetries: 0 });
    const { ref: customerRef } = await provider.createCustomer({ idempotencyKey: randomUUID(), userId: 'u' });
    const paymentMethodRef = fake.attach(customerRef, 'pm_card_authenticationRequired');
    expect(
      await provider.chargeSaved({
        idempotencyKey: randomUUID(),
        amountCents: 4_000,
        currency: 'USD',
        customerRef,
        paymentMethodRef,
        description: 'Week',
      }),
    ).toEqual({
      ok: false,
      code: 'card_declined',
      message: 'Your card was declined. This transaction requires authentication.',
    });
  });

  it('captures at once (escrow is held money, not an authorisation) and sends our payment id as the key', async () => {
    const provider = createStripeProvider({ secretKey: SECRET, apiUrl: fake.url, maxNetworkRetries: 0 });
    const key = randomUUID();
    await charge(provider, 'pm_card_visa', key);
    const sent = fake.requests.findLast((r) => r.path === '/v1/payment_intents');
    expect(sent).toMatchObject({
      idempotencyKey: `charge_${key}`,
      params: {
        amount: '12345',
        currency: 'usd',
        confirm: 'true',
        capture_method: 'automatic',
        transfer_group: `payment_${key}`,
      },
    });
  });

  it('refuses a payout to a destination that is not a connected account, without calling Stripe', async () => {
    const provider = createStripeProvider({ secretKey: SECRET, apiUrl: fake.url, maxNetworkRetries: 0 });
    const before = fake.requests.length;
    const result = await provider.payout({
      idempotencyKey: randomUUID(),
      userId: randomUUID(),
      amountCents: 5_000,
      currency: 'USD',
      destination: 'Sandbox bank account ••••6789',
    });
    expect(result).toMatchObject({ ok: false, code: 'payout_failed' });
    expect(fake.requests.length).toBe(before);
  });

  it('throws (the flow answers 502 and rechecks later) when Stripe refuses the key', async () => {
    const provider = createStripeProvider({
      secretKey: 'sk_test_wrong',
      apiUrl: fake.url,
      maxNetworkRetries: 0,
    });
    await expect(charge(provider, 'pm_card_visa')).rejects.toThrow(/Invalid API Key/);
  });
});
