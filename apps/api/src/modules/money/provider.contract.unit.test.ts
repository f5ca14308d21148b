import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeStripe, startFakeStripe } from '../../../test/fake-stripe';
import type { PaymentProvider } from './provider';
import { createSandboxProvider } from './sandbox-provider';
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

const implementations: [string, () => PaymentProvider][] = [
  ['sandbox', () => createSandboxProvider()],
  ['stripe', () => createStripeProvider({ secretKey: SECRET, apiUrl: fake.url, maxNetworkRetries: 0 })],
];

const charge = (provider: PaymentProvider, paymentMethod: string, idempotencyKey = randomUUID()) =>
  provider.charge({
    idempotencyKey,
    amountCents: 12_345,
    currency: 'USD',
    paymentMethod,
    description: 'Milestone m1',
  });

describe.each(implementations)('PaymentProvider contract: %s', (name, make) => {
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
});

describe('Stripe adapter, as Stripe sees it', () => {
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
