// Stripe's test cards as its API answers them (test/fake-stripe.ts, the stand-in for Stripe's API):
// a one-off charge, saving a card to a customer (a SetupIntent), and its off-session charges.

/** Stripe's text when the cardholder fails 3-D Secure. */
export const AUTHENTICATION_FAILED =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.';
export type Answer = { status: number; body: unknown };

export const CARDS: Record<string, Answer | 'ok' | 'authenticate'> = {
  pm_card_authenticationRequired: 'authenticate',
  pm_card_visa: 'ok',
  pm_card_mastercard: 'ok',
  pm_card_chargeDeclined: cardError('card_declined', 'generic_decline', 'Your card was declined.'),
  pm_card_insufficientFunds: cardError(
    'card_declined',
    'insufficient_funds',
    'Your card has insufficient funds.',
  ),
  pm_card_chargeCustomerFail: cardError('card_declined', 'generic_decline', 'Your card was declined.'),
};

/**
 * Saving a card (a SetupIntent): Stripe's declining cards cannot be attached to a customer; 0341
 * can (its charges fail); 3184 asks for 3-D Secure when set up, as on every payment.
 */
export const SETUP: Record<string, Answer | 'ok' | 'authenticate'> = {
  pm_card_visa: 'ok',
  pm_card_mastercard: 'ok',
  pm_card_chargeCustomerFail: 'ok',
  pm_card_authenticationRequired: 'authenticate',
  pm_card_chargeDeclined: CARDS.pm_card_chargeDeclined!,
  pm_card_insufficientFunds: CARDS.pm_card_insufficientFunds!,
};

/** Stripe's answer to an off-session charge of a card whose bank wants the cardholder. */
export const OFF_SESSION_AUTHENTICATION = cardError(
  'authentication_required',
  'authentication_required',
  'Your card was declined. This transaction requires authentication.',
);

function cardError(code: string, declineCode: string, message: string): Answer {
  return { status: 402, body: { error: { type: 'card_error', code, decline_code: declineCode, message } } };
}
