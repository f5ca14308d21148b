/**
 * The boundary to a card processor (ADR 021). Every call carries an idempotency key (our payment's
 * id): asked twice, a provider answers the same and moves money once. Escrow is money captured and
 * held (Stripe's separate charges and transfers), not an uncaptured authorisation, which expires.
 */
export type ProviderResult =
  | { ok: true; ref: string }
  | { ok: false; code: 'card_declined' | 'insufficient_funds' | 'payout_failed'; message: string };

/**
 * A charge the cardholder must still authenticate (3-D Secure, ADR 035): nothing is captured yet;
 * the payment stays processing until the challenge's outcome arrives (a webhook, or the sandbox's
 * challenge page), and the browser is told what to do next.
 */
export type RequiresAction = {
  ok: false;
  code: 'requires_action';
  ref: string;
  message: string;
  nextAction:
    | { type: 'redirect'; url: string }
    /** Stripe.js's `confirmCardPayment(clientSecret)` with the publishable key (null: none configured). */
    | { type: 'use_stripe_sdk'; clientSecret: string; publishableKey: string | null };
};

export type ChargeResult = ProviderResult | RequiresAction;

/** A connected account (Stripe Connect Express, or the sandbox's) as the provider reports it. */
export type PayoutAccountState = {
  detailsSubmitted: boolean;
  payoutsEnabled: boolean;
  /** What the provider still needs (Stripe's `requirements.currently_due` and `past_due`). */
  requirements: string[];
};

export type PaymentProvider = {
  name: string;
  /**
   * Whether a payout needs the freelancer's own connected account. The sandbox also pays out to its
   * built-in bank account for a freelancer who never started setting up payouts (ADR 035).
   */
  payoutsNeedAccount: boolean;
  charge(input: {
    idempotencyKey: string;
    amountCents: number;
    currency: string;
    paymentMethod: string;
    description: string;
  }): Promise<ChargeResult>;
  /**
   * A customer at the provider for one of our users (Stripe: a Customer), so a card can be saved
   * to it; the key makes a retried creation return the same one. The caller remembers it.
   */
  createCustomer(input: { idempotencyKey: string; userId: string }): Promise<{ ref: string }>;
  /**
   * Saves a card to a customer for charges made while the cardholder is away (Stripe: a SetupIntent
   * confirmed with `usage: 'off_session'`). The ref is the saved method's, to charge with
   * `chargeSaved`. A card the bank refuses, or one that asks for 3-D Secure on every payment, is
   * refused here: it could not be charged off-session.
   */
  savePaymentMethod(input: {
    idempotencyKey: string;
    customerRef: string;
    paymentMethod: string;
  }): Promise<ProviderResult>;
  /**
   * Charges a saved card with the cardholder away (Stripe: a PaymentIntent with `customer`,
   * `off_session: true`, confirmed at once). Nobody could answer a 3-D Secure challenge, so a bank
   * asking for one refuses the charge like a decline.
   */
  chargeSaved(input: {
    idempotencyKey: string;
    amountCents: number;
    currency: string;
    customerRef: string;
    paymentMethodRef: string;
    description: string;
  }): Promise<ProviderResult>;
  /** Where a charge that asked for authentication stands now (after the challenge, or not yet). */
  chargeStatus(ref: string): Promise<ChargeResult>;
  /** Gives up a charge still waiting for authentication; nothing was captured. */
  cancelCharge(ref: string): Promise<void>;
  refund(input: {
    idempotencyKey: string;
    chargeRef: string;
    amountCents: number;
    currency: string;
  }): Promise<ProviderResult>;
  payout(input: {
    idempotencyKey: string;
    userId: string;
    amountCents: number;
    currency: string;
    /** Where the money goes: the sandbox takes any label; Stripe needs a connected account (`acct_…`). */
    destination: string;
  }): Promise<ProviderResult>;
  /**
   * Takes part of a payout back from the connected account to the platform (a Transfer reversal):
   * what a failed bank payout left in the freelancer's Stripe balance, once it is back in their
   * SafePay balance (ADR 035). Once per key; more than the payout's unreversed amount is refused.
   */
  reverseTransfer(input: {
    idempotencyKey: string;
    transferRef: string;
    amountCents: number;
    reason: string;
  }): Promise<ProviderResult>;
  /** A connected account for a freelancer; the key makes a retried creation return the same account. */
  createPayoutAccount(input: { idempotencyKey: string; userId: string }): Promise<{ ref: string }>;
  /** The provider's page where the freelancer gives their details; both URLs lead back to the wallet. */
  onboardingLink(input: {
    accountRef: string;
    returnUrl: string;
    refreshUrl: string;
  }): Promise<{ url: string }>;
  payoutAccountState(ref: string): Promise<PayoutAccountState>;
};
