import Stripe from 'stripe';
import type { ChargeResult, PaymentProvider, PayoutAccountState, ProviderResult } from './provider';

export type StripeProviderOptions = {
  secretKey: string;
  /** What the browser's Stripe.js confirms a 3-D Secure charge with (ADR 035). */
  publishableKey?: string | undefined;
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

/** A PaymentIntent as our answer: captured, waiting for 3-D Secure (ADR 035), or declined. */
function intentResult(intent: Stripe.PaymentIntent, publishableKey: string | null): ChargeResult {
  if (intent.status === 'succeeded') return { ok: true, ref: intent.id };
  if (intent.status === 'requires_action' && intent.client_secret)
    return {
      ok: false,
      code: 'requires_action',
      ref: intent.id,
      message: 'This card needs authentication (3-D Secure).',
      nextAction: { type: 'use_stripe_sdk', clientSecret: intent.client_secret, publishableKey },
    };
  return {
    ok: false,
    code: 'card_declined',
    message: intent.last_payment_error?.message ?? 'Your card was declined.',
  };
}

const EVERY_TIME =
  'This card asks for authentication (3-D Secure) on every payment, so it cannot be charged each week. Please use another card.';

/** A SetupIntent as our answer: the saved method's id, or why the card cannot be saved. */
function setupResult(intent: Stripe.SetupIntent): ProviderResult {
  const method = intent.payment_method;
  if (intent.status === 'succeeded' && method)
    return { ok: true, ref: typeof method === 'string' ? method : method.id };
  // Authenticating once now would not spare the next charges (Stripe's "always authenticate" cards).
  if (intent.status === 'requires_action') return { ok: false, code: 'card_declined', message: EVERY_TIME };
  return {
    ok: false,
    code: 'card_declined',
    message: intent.last_setup_error?.message ?? 'Your card was declined.',
  };
}

/** What every charge sends, on-session or off: captured at once, by card, in its transfer group. */
function chargeOf(input: {
  idempotencyKey: string;
  amountCents: number;
  currency: string;
  description: string;
}) {
  return {
    amount: input.amountCents,
    currency: input.currency.toLowerCase(),
    allowed_payment_method_types: ['card'],
    confirm: true,
    capture_method: 'automatic',
    description: input.description,
    // Separate charges and transfers: the payout's Transfer joins this group later.
    transfer_group: `payment_${input.idempotencyKey}`,
    metadata: { paymentId: input.idempotencyKey },
  } satisfies Stripe.PaymentIntentCreateParams;
}

function accountState(account: Stripe.Account): PayoutAccountState {
  const due = [...(account.requirements?.currently_due ?? []), ...(account.requirements?.past_due ?? [])];
  return {
    detailsSubmitted: account.details_submitted ?? false,
    payoutsEnabled: account.payouts_enabled ?? false,
    requirements: [...new Set(due)],
  };
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

  const publishableKey = options.publishableKey ?? null;
  return {
    name: 'stripe',
    payoutsNeedAccount: true,
    async charge({ idempotencyKey, amountCents, currency, paymentMethod, description }) {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            ...chargeOf({ idempotencyKey, amountCents, currency, description }),
            payment_method: paymentMethod,
          },
          { idempotencyKey: `charge_${idempotencyKey}` },
        );
        return intentResult(intent, publishableKey);
      } catch (err) {
        return cardFailure(err);
      }
    },

    async createCustomer({ idempotencyKey, userId }) {
      const customer = await stripe.customers.create(
        { metadata: { userId } },
        { idempotencyKey: `customer_${idempotencyKey}` },
      );
      return { ref: customer.id };
    },

    async savePaymentMethod({ idempotencyKey, customerRef, paymentMethod }) {
      try {
        const intent = await stripe.setupIntents.create(
          {
            customer: customerRef,
            payment_method: paymentMethod,
            allowed_payment_method_types: ['card'],
            usage: 'off_session',
            confirm: true,
            metadata: { saveId: idempotencyKey },
          },
          { idempotencyKey: `setup_${idempotencyKey}` },
        );
        return setupResult(intent);
      } catch (err) {
        return cardFailure(err);
      }
    },

    async chargeSaved({ idempotencyKey, amountCents, currency, customerRef, paymentMethodRef, description }) {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            ...chargeOf({ idempotencyKey, amountCents, currency, description }),
            customer: customerRef,
            payment_method: paymentMethodRef,
            off_session: true,
          },
          { idempotencyKey: `charge_${idempotencyKey}` },
        );
        const result = intentResult(intent, publishableKey);
        // Off-session nobody can answer a challenge: Stripe normally says so with an error instead.
        return result.ok || result.code !== 'requires_action'
          ? result
          : { ok: false, code: 'card_declined', message: result.message };
      } catch (err) {
        // `authentication_required` is a card error too: the bank wants the cardholder, who is away.
        return cardFailure(err);
      }
    },

    chargeStatus: async (ref) => intentResult(await stripe.paymentIntents.retrieve(ref), publishableKey),

    async cancelCharge(ref) {
      await stripe.paymentIntents.cancel(ref, {}, { idempotencyKey: `cancel_${ref}` });
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

    async reverseTransfer({ idempotencyKey, transferRef, amountCents, reason }) {
      const reversal = await stripe.transfers.createReversal(
        transferRef,
        { amount: amountCents, metadata: { reason } },
        { idempotencyKey: `reversal_${idempotencyKey}` },
      );
      return { ok: true, ref: reversal.id };
    },

    async createPayoutAccount({ idempotencyKey, userId }) {
      // Express: Stripe hosts onboarding and the dashboard; we only ask for transfers (to pay out).
      const account = await stripe.accounts.create(
        { type: 'express', capabilities: { transfers: { requested: true } }, metadata: { userId } },
        { idempotencyKey: `account_${idempotencyKey}` },
      );
      return { ref: account.id };
    },

    async onboardingLink({ accountRef, returnUrl, refreshUrl }) {
      const link = await stripe.accountLinks.create({
        account: accountRef,
        type: 'account_onboarding',
        return_url: returnUrl,
        refresh_url: refreshUrl,
      });
      return { url: link.url };
    },

    payoutAccountState: async (ref) => accountState(await stripe.accounts.retrieve(ref)),
  };
}

export { accountState as stripeAccountState };

/** Checks a webhook's signature on its raw body; throws Stripe's SignatureVerificationError if wrong. */
export function verifyStripeEvent(rawBody: Buffer, signature: string | undefined, secret: string) {
  return Stripe.webhooks.constructEvent(rawBody, signature ?? '', secret);
}
