import { describe, expect, it } from 'vitest';
import { cardAuthenticationOf } from './card-authentication';

describe('cardAuthenticationOf', () => {
  it('follows the provider: the sandbox’s challenge page, Stripe.js with the server’s key, or neither', () => {
    expect(cardAuthenticationOf(undefined)).toBeNull();
    expect(cardAuthenticationOf({ type: 'redirect', url: '/client/sandbox-challenge/p1' })).toEqual({
      by: 'sandbox',
      url: '/client/sandbox-challenge/p1',
    });
    expect(
      cardAuthenticationOf({
        type: 'use_stripe_sdk',
        clientSecret: 'pi_1_secret_2',
        publishableKey: 'pk_test_1',
      }),
    ).toEqual({ by: 'stripe', clientSecret: 'pi_1_secret_2', publishableKey: 'pk_test_1' });
    expect(
      cardAuthenticationOf({ type: 'use_stripe_sdk', clientSecret: 'pi_1_secret_2', publishableKey: null }),
    ).toEqual({ by: 'unavailable' });
  });
});
