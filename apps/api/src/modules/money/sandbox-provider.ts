import type { TestPaymentMethod } from '@skillora/shared';
import type { ChargeResult, PaymentProvider, PayoutAccountState, ProviderResult } from './provider';

const DECLINED = { ok: false, code: 'card_declined', message: 'Your card was declined.' } as const;

/** Stripe's test cards and what Stripe answers for each (its decline texts). */
const CARDS: Record<TestPaymentMethod, ProviderResult | 'ok' | 'authenticate'> = {
  pm_card_visa: 'ok',
  pm_card_mastercard: 'ok',
  pm_card_chargeDeclined: DECLINED,
  pm_card_insufficientFunds: {
    ok: false,
    code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  pm_card_authenticationRequired: 'authenticate',
  // Saved without a fuss, then every charge of it is declined (Stripe's 0341).
  pm_card_chargeCustomerFail: DECLINED,
};

/**
 * Stripe's declining test cards cannot be saved to a customer; 0341 can (its charges fail). A card
 * that asks for 3-D Secure on every payment could never be charged with the cardholder away.
 */
const SAVE: Record<TestPaymentMethod, ProviderResult | 'ok'> = {
  pm_card_visa: 'ok',
  pm_card_mastercard: 'ok',
  pm_card_chargeCustomerFail: 'ok',
  pm_card_chargeDeclined: DECLINED,
  pm_card_insufficientFunds: CARDS.pm_card_insufficientFunds as ProviderResult,
  pm_card_authenticationRequired: {
    ok: false,
    code: 'card_declined',
    message:
      'This card asks for authentication (3-D Secure) on every payment, so it cannot be charged each week. Please use another card.',
  },
};
/** Stripe's answer to an off-session charge the bank wants authenticated: nobody is there to do it. */
export const AUTHENTICATION_REQUIRED = {
  ok: false,
  code: 'card_declined',
  message: 'Your card was declined. This transaction requires authentication.',
} as const;
/** A saved method's ref names its test card and its customer, so the sandbox keeps no state for it. */
const SAVED = 'pm_sandbox_saved:';

/** What Stripe asks of a new Express account before it pays out. */
export const SANDBOX_REQUIREMENTS = ['individual.first_name', 'individual.last_name', 'external_account'];

const AUTHENTICATE = 'This card needs authentication (3-D Secure).';
/** Stripe's text when the cardholder fails 3-D Secure. */
const NOT_AUTHENTICATED = {
  ok: false,
  code: 'card_declined',
  message:
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
} as const;
const INTENT = 'pi_sandbox_';

export type SandboxProvider = PaymentProvider & {
  /** The sandbox onboarding page's 'Finish setup': the account may now be paid out to. */
  finishOnboarding(ref: string): PayoutAccountState;
  /** The sandbox challenge page's answer: the cardholder authenticated, or failed to. */
  answerChallenge(ref: string, outcome: 'complete' | 'fail'): ChargeResult;
};

/**
 * The built-in provider (no keys): behaves like a processor in test mode. Its answers depend only
 * on the request, so a retried call with the same idempotency key gets the same answer, as with
 * Stripe. Refunds and payouts succeed at once. What the sandbox's own pages decide (an onboarding
 * finished, a challenge answered) and the payouts it made (so a reversal is checked against them)
 * it remembers in memory; the database keeps what the app relies on, so a restart loses nothing
 * the app needs (a reversal only follows a Stripe bank payout's failure, which the sandbox has not).
 */
export function createSandboxProvider(): SandboxProvider {
  const challenges = new Map<string, ChargeResult>();
  const finished = new Set<string>();
  const payouts = new Map<string, { amount: number; reversed: number }>();
  const reversals = new Set<string>();
  const waiting = (ref: string): ChargeResult => ({
    ok: false,
    code: 'requires_action',
    ref,
    message: AUTHENTICATE,
    nextAction: { type: 'redirect', url: `/client/sandbox-challenge/${ref.slice(INTENT.length)}` },
  });
  const state = (ref: string): PayoutAccountState =>
    finished.has(ref)
      ? { detailsSubmitted: true, payoutsEnabled: true, requirements: [] }
      : { detailsSubmitted: false, payoutsEnabled: false, requirements: SANDBOX_REQUIREMENTS };

  return {
    name: 'sandbox',
    payoutsNeedAccount: false,
    async charge({ idempotencyKey, paymentMethod }) {
      const card = CARDS[paymentMethod as TestPaymentMethod];
      if (!card) return DECLINED;
      if (card === 'authenticate')
        return challenges.get(`${INTENT}${idempotencyKey}`) ?? waiting(`${INTENT}${idempotencyKey}`);
      return card === 'ok' ? { ok: true, ref: `ch_sandbox_${idempotencyKey}` } : card;
    },
    createCustomer: async ({ idempotencyKey }) => ({ ref: `cus_sandbox_${idempotencyKey}` }),
    async savePaymentMethod({ idempotencyKey, customerRef, paymentMethod }) {
      const card = SAVE[paymentMethod as TestPaymentMethod] ?? DECLINED;
      if (card !== 'ok') return card;
      return { ok: true, ref: `${SAVED}${paymentMethod}:${customerRef}:${idempotencyKey}` };
    },
    async chargeSaved({ idempotencyKey, customerRef, paymentMethodRef }) {
      const [card, customer] = paymentMethodRef.startsWith(SAVED)
        ? paymentMethodRef.slice(SAVED.length).split(':')
        : [];
      // Stripe's refusal of a method that is not the customer's, thrown as its client throws it.
      if (customer !== customerRef)
        throw new Error(`The payment method ${paymentMethodRef} does not belong to ${customerRef}`);
      const answer = CARDS[card as TestPaymentMethod];
      if (answer === 'authenticate') return AUTHENTICATION_REQUIRED;
      return answer === 'ok' ? { ok: true, ref: `ch_sandbox_${idempotencyKey}` } : (answer ?? DECLINED);
    },
    chargeStatus: async (ref) => challenges.get(ref) ?? waiting(ref),
    async cancelCharge(ref) {
      if (!challenges.has(ref)) challenges.set(ref, DECLINED);
    },
    refund: async ({ idempotencyKey }) => ({ ok: true, ref: `re_sandbox_${idempotencyKey}` }),
    async payout({ idempotencyKey, amountCents }) {
      const ref = `po_sandbox_${idempotencyKey}`;
      if (!payouts.has(ref)) payouts.set(ref, { amount: amountCents, reversed: 0 });
      return { ok: true, ref };
    },
    async reverseTransfer({ idempotencyKey, transferRef, amountCents }) {
      const ref = `trr_sandbox_${idempotencyKey}`;
      if (reversals.has(ref)) return { ok: true, ref };
      const payout = payouts.get(transferRef);
      // Stripe's refusal, thrown as its client throws it: the caller retries or an operator looks.
      if (!payout || payout.reversed + amountCents > payout.amount)
        throw new Error(`Cannot reverse ${amountCents} of ${transferRef}: more than its unreversed amount`);
      payout.reversed += amountCents;
      reversals.add(ref);
      return { ok: true, ref };
    },
    createPayoutAccount: async ({ idempotencyKey }) => ({ ref: `acct_sandbox_${idempotencyKey}` }),
    onboardingLink: async ({ accountRef }) => ({
      url: `/freelancer/sandbox-onboarding?account=${accountRef}`,
    }),
    payoutAccountState: async (ref) => state(ref),
    finishOnboarding(ref) {
      finished.add(ref);
      return state(ref);
    },
    answerChallenge(ref, outcome) {
      // The first answer stands, as a challenge can be completed only once.
      if (!challenges.has(ref))
        challenges.set(ref, outcome === 'complete' ? { ok: true, ref } : NOT_AUTHENTICATED);
      return challenges.get(ref)!;
    },
  };
}

export const isSandbox = (provider: PaymentProvider): provider is SandboxProvider =>
  'answerChallenge' in provider;
