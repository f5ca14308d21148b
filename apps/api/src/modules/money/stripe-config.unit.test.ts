import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';

describe('Stripe configuration', () => {
  it('takes a publishable key (pk_test_… or pk_live_…) only beside the secret key', () => {
    const stripe = { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' };
    expect(loadConfig({ ...stripe, STRIPE_PUBLISHABLE_KEY: 'pk_test_abc' }).STRIPE_PUBLISHABLE_KEY).toBe(
      'pk_test_abc',
    );
    expect(loadConfig(stripe).STRIPE_PUBLISHABLE_KEY).toBeUndefined();
    expect(() => loadConfig({ ...stripe, STRIPE_PUBLISHABLE_KEY: 'sk_test_abc' })).toThrow(
      'Invalid configuration: STRIPE_PUBLISHABLE_KEY: STRIPE_PUBLISHABLE_KEY is a pk_test_… or pk_live_… key',
    );
    expect(() => loadConfig({ STRIPE_PUBLISHABLE_KEY: 'pk_test_abc' })).toThrow(
      'Invalid configuration: STRIPE_PUBLISHABLE_KEY: STRIPE_PUBLISHABLE_KEY needs STRIPE_SECRET_KEY',
    );
  });
});
