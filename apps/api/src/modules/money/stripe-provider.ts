import Stripe from 'stripe';
import type { PaymentProvider, ProviderResult } from './provider';

export type StripeProviderOptions = {
  secretKey: string;
  /** Another endpoint speaking Stripe's API (stripe-mock, the contract test's server); default Stripe's. */
  apiUrl?: string;
  /** Retries with the same idempotency key on network errors (Stripe's client does them). */
  maxNetworkRetries?: number;
};

const PAYOUT_NEEDS_ACCOUNT =
  'Payouts through Stripe need a connected Stripe account for this freelancer, which is not set up yet.';

function connection(apiUrl: string | undefined) {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? ('http' as const) : ('https' as const);
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

/** A card error becomes the user's answer (402, nothing changes); anything else is thrown (502, recheck). */
function cardFailure(err: unknown): ProviderResult {
  if (err instanceof Stripe.errors.StripeCardError) {
    const insufficient = err.decline_code === 'insufficient_funds' || err.code === 'insufficient_funds';
    return {
      ok: false,
      code: insufficient ? 'insufficient_funds' : 'card_declined',
      message: err.message || 'Your card was declined.',
    };
  }
  throw err;
}

/**
 * Stripe behind the provider boundary (ADR 021, 024), with separate charges and transfers: a charge
 * is a PaymentIntent confirmed and captured at once (the escrow is captured money the platform
 * holds, not an authorisation, which expires in days); a refund refunds that PaymentIntent; a payout
 * is a Transfer to the freelancer's connected account. Our payment's id is Stripe's Idempotency-Key,
 * so a retry or a recheck after a crash is answered with the first result and moves nothing twice.
 */
export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: options.maxNetworkRetries ?? 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'Skillora' },
    ...connection(options.apiUrl),
  });

  return {
    name: 'stripe',
    async charge({ idempotencyKey, amountCents, currency, paymentMethod, description }) {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: amountCents,
            currency: currency.toLowerCase(),
            payment_method: paymentMethod,
            allowed_payment_method_types: ['card'],
            confirm: true,
            capture_method: 'automatic',
            description,
            // Separate charges and transfers: the payout's Transfer joins this group later.
            transfer_group: `payment_${idempotencyKey}`,
            metadata: { paymentId: idempotencyKey },
          },
          { idempotencyKey: `charge_${idempotencyKey}` },
        );
        if (intent.status !== 'succeeded')
          return {
            ok: false,
            code: 'card_declined',
            message: 'This card needs a step SafePay does not support yet; use another card.',
          };
        return { ok: true, ref: intent.id };
      } catch (err) {
        return cardFailure(err);
      }
    },

    async refund({ idempotencyKey, chargeRef, amountCents }) {
      const refund = await stripe.refunds.create(
        { payment_intent: chargeRef, amount: amountCents, metadata: { paymentId: idempotencyKey } },
        { idempotencyKey: `refund_${idempotencyKey}` },
      );
      return { ok: true, ref: refund.id };
    },

    async payout({ idempotencyKey, userId, amountCents, currency, destination }) {
      if (!destination.startsWith('acct_'))
        return { ok: false, code: 'payout_failed', message: PAYOUT_NEEDS_ACCOUNT };
      const transfer = await stripe.transfers.create(
        {
          amount: amountCents,
          currency: currency.toLowerCase(),
          destination,
          metadata: { paymentId: idempotencyKey, userId },
        },
        { idempotencyKey: `payout_${idempotencyKey}` },
      );
      return { ok: true, ref: transfer.id };
    },
  };
}

/** Checks a webhook's signature on its raw body; throws Stripe's SignatureVerificationError if wrong. */
export function verifyStripeEvent(rawBody: Buffer, signature: string | undefined, secret: string) {
  return Stripe.webhooks.constructEvent(rawBody, signature ?? '', secret);
}
