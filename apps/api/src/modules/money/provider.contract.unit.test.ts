import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AUTHENTICATION_FAILED } from '../../../test/fake-stripe';
import { useProviders } from '../../../test/payment-providers';
import type { PaymentProvider } from './provider';
import { createStripeProvider } from './stripe-provider';

/**
 * One contract for every PaymentProvider (ADR 021, 024): the sandbox, and the Stripe adapter
 * talking over HTTP with the real `stripe` client to a server that speaks Stripe's API
 * (test/fake-stripe.ts, a stand-in for the remote service only). The same assertions run for both;
 * saved cards and off-session charges have theirs in saved-cards.contract.unit.test.ts.
 */
const { implementations, fake, SECRET } = useProviders();

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
});

describe('Stripe adapter, as Stripe sees it', () => {
  it('captures at once (escrow is held money, not an authorisation) and sends our payment id as the key', async () => {
    const provider = createStripeProvider({ secretKey: SECRET, apiUrl: fake().url, maxNetworkRetries: 0 });
    const key = randomUUID();
    await charge(provider, 'pm_card_visa', key);
    const sent = fake().requests.findLast((r) => r.path === '/v1/payment_intents');
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
    const provider = createStripeProvider({ secretKey: SECRET, apiUrl: fake().url, maxNetworkRetries: 0 });
    const before = fake().requests.length;
    const result = await provider.payout({
      idempotencyKey: randomUUID(),
      userId: randomUUID(),
      amountCents: 5_000,
      currency: 'USD',
      destination: 'Sandbox bank account ••••6789',
    });
    expect(result).toMatchObject({ ok: false, code: 'payout_failed' });
    expect(fake().requests.length).toBe(before);
  });

  it('throws (the flow answers 502 and rechecks later) when Stripe refuses the key', async () => {
    const provider = createStripeProvider({
      secretKey: 'sk_test_wrong',
      apiUrl: fake().url,
      maxNetworkRetries: 0,
    });
    await expect(charge(provider, 'pm_card_visa')).rejects.toThrow(/Invalid API Key/);
  });
});
