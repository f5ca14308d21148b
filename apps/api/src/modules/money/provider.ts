/**
 * The boundary to a card processor (ADR 021). Every call carries an idempotency key (our payment's
 * id): asked twice, a provider answers the same and moves money once. Escrow is money captured and
 * held (Stripe's separate charges and transfers), not an uncaptured authorisation, which expires.
 */
export type ProviderResult =
  | { ok: true; ref: string }
  | { ok: false; code: 'card_declined' | 'insufficient_funds' | 'payout_failed'; message: string };

export type PaymentProvider = {
  name: string;
  charge(input: {
    idempotencyKey: string;
    amountCents: number;
    currency: string;
    paymentMethod: string;
    description: string;
  }): Promise<ProviderResult>;
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
};
