import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useProviders } from '../../../test/payment-providers';
import type { PaymentProvider } from './provider';
import { createStripeProvider } from './stripe-provider';

/**
 * The provider contract's saved cards (ADR 037), on the sandbox and on the Stripe adapter over HTTP
 * to the stand-in for Stripe's API, as provider.contract.unit.test.ts runs them: a customer, a card
 * saved to it for off-session use, and charges made with the cardholder away.
 */
const { implementations, fake, SECRET } = useProviders();

describe.each(implementations)('PaymentProvider contract, saved cards: %s', (_name, make) => {
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

describe('Stripe adapter, saved cards as Stripe sees them', () => {
  it('saves a card with a confirmed off-session SetupIntent on a customer, and charges it off-session', async () => {
    const provider = createStripeProvider({ secretKey: SECRET, apiUrl: fake().url, maxNetworkRetries: 0 });
    const { ref: customerRef } = await provider.createCustomer({ idempotencyKey: 'c1', userId: 'u1' });
    const saved = await provider.savePaymentMethod({
      idempotencyKey: 's1',
      customerRef,
      paymentMethod: 'pm_card_visa',
    });
    if (!saved.ok) throw new Error('not saved');
    expect(fake().requests.findLast((r) => r.path === '/v1/setup_intents')).toMatchObject({
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
    expect(fake().requests.findLast((r) => r.path === '/v1/payment_intents')).toMatchObject({
      idempotencyKey: `charge_${key}`,
      params: { customer: customerRef, payment_method: saved.ref, off_session: 'true', confirm: 'true' },
    });
  });

  it('refuses an off-session charge Stripe answers authentication_required (nobody can authenticate)', async () => {
    const provider = createStripeProvider({ secretKey: SECRET, apiUrl: fake().url, maxNetworkRetries: 0 });
    const { ref: customerRef } = await provider.createCustomer({ idempotencyKey: randomUUID(), userId: 'u' });
    const paymentMethodRef = fake().attach(customerRef, 'pm_card_authenticationRequired');
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
});
