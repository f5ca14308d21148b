import type { PaymentNextAction } from '@skillora/shared';

/**
 * How the browser completes a card's 3-D Secure (ADR 035), chosen by the provider's answer: the
 * sandbox's own challenge page, or Stripe.js with the publishable key the server sent. A Stripe
 * answer without a key (the server has none configured) cannot be completed here.
 */
export type CardAuthentication =
  | { by: 'sandbox'; url: string }
  | { by: 'stripe'; clientSecret: string; publishableKey: string }
  | { by: 'unavailable' };

export const AUTHENTICATION_UNAVAILABLE =
  'Your card needs authentication, which this site cannot open; the payment will be cancelled. Use another card.';
export const AUTHENTICATED =
  'Your card is authenticated. The milestone shows Funded as soon as the payment is confirmed.';

export function cardAuthenticationOf(next: PaymentNextAction | undefined): CardAuthentication | null {
  if (!next) return null;
  if (next.type === 'redirect') return { by: 'sandbox', url: next.url };
  return next.publishableKey
    ? { by: 'stripe', clientSecret: next.clientSecret, publishableKey: next.publishableKey }
    : { by: 'unavailable' };
}

type StripeJs = {
  confirmCardPayment(clientSecret: string): Promise<{
    error?: { message?: string };
    paymentIntent?: { status: string };
  }>;
};
declare global {
  interface Window {
    Stripe?: (publishableKey: string) => StripeJs;
  }
}

/** Stripe requires Stripe.js from its own host (never bundled), so it loads only when a card needs it. */
const STRIPE_JS_URL = 'https://js.stripe.com/v3/';
let loading: Promise<NonNullable<Window['Stripe']>> | null = null;

function loadStripeJs(): Promise<NonNullable<Window['Stripe']>> {
  if (window.Stripe) return Promise.resolve(window.Stripe);
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = STRIPE_JS_URL;
    script.async = true;
    script.onload = () => (window.Stripe ? resolve(window.Stripe) : reject(new Error('no Stripe.js')));
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('Stripe.js did not load'));
    };
    document.head.append(script);
  });
  return loading;
}

/**
 * Stripe.js opens the bank's challenge for the charge the server confirmed; the outcome books or
 * releases the payment through Stripe's webhook, not through this answer. Resolves to the text to
 * show: an error, or that the card is authenticated.
 */
export async function authenticateWithStripe(
  auth: Extract<CardAuthentication, { by: 'stripe' }>,
): Promise<{ ok: boolean; text: string }> {
  try {
    const stripe = (await loadStripeJs())(auth.publishableKey);
    const { error, paymentIntent } = await stripe.confirmCardPayment(auth.clientSecret);
    if (error) return { ok: false, text: error.message ?? 'Your card could not be authenticated.' };
    if (paymentIntent?.status === 'succeeded' || paymentIntent?.status === 'processing')
      return { ok: true, text: AUTHENTICATED };
    return { ok: false, text: 'Your card could not be authenticated.' };
  } catch {
    return {
      ok: false,
      text: 'The card authentication could not open (Stripe did not load). Check your connection and fund again.',
    };
  }
}
