import type { TestPaymentMethod } from '@skillora/shared';
import type { PaymentProvider, ProviderResult } from './provider';

/** Stripe's test cards and what Stripe answers for each (its decline texts). */
const CARDS: Record<TestPaymentMethod, ProviderResult | 'ok'> = {
  pm_card_visa: 'ok',
  pm_card_mastercard: 'ok',
  pm_card_chargeDeclined: { ok: false, code: 'card_declined', message: 'Your card was declined.' },
  pm_card_insufficientFunds: {
    ok: false,
    code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
};

/**
 * The built-in provider (no keys): behaves like a processor in test mode. Its answers depend only
 * on the request, so a retried call with the same idempotency key gets the same answer, as with
 * Stripe. Refunds and payouts succeed at once.
 */
export function createSandboxProvider(): PaymentProvider {
  return {
    name: 'sandbox',
    async charge({ idempotencyKey, paymentMethod }) {
      const card = CARDS[paymentMethod as TestPaymentMethod];
      if (!card) return { ok: false, code: 'card_declined', message: 'Your card was declined.' };
      return card === 'ok' ? { ok: true, ref: `ch_sandbox_${idempotencyKey}` } : card;
    },
    refund: async ({ idempotencyKey }) => ({ ok: true, ref: `re_sandbox_${idempotencyKey}` }),
    payout: async ({ idempotencyKey }) => ({ ok: true, ref: `po_sandbox_${idempotencyKey}` }),
  };
}
