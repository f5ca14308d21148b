import { afterAll, beforeAll } from 'vitest';
import type { PaymentProvider } from '../src/modules/money/provider';
import { createSandboxProvider, isSandbox } from '../src/modules/money/sandbox-provider';
import { createStripeProvider } from '../src/modules/money/stripe-provider';
import { type FakeStripe, startFakeStripe } from './fake-stripe';

/** What a person does on the provider's own pages: its onboarding, its 3-D Secure challenge. */
export type Person = { finishOnboarding(ref: string): void; authenticate(ref: string, ok: boolean): void };

/**
 * The providers the shared contract tests run against (ADR 021, 024): the sandbox, and the Stripe
 * adapter over HTTP to the stand-in for Stripe's API, started before the file's tests.
 */
export function useProviders() {
  const SECRET = 'sk_test_contract';
  let started: FakeStripe | undefined;
  beforeAll(async () => {
    started = await startFakeStripe({ secretKey: SECRET });
  });
  afterAll(async () => {
    await started?.close();
  });
  const fake = () => started!;
  const implementations: [string, () => PaymentProvider, (p: PaymentProvider) => Person][] = [
    [
      'sandbox',
      () => createSandboxProvider(),
      (p) => {
        if (!isSandbox(p)) throw new Error('not the sandbox');
        return {
          finishOnboarding: (ref) => p.finishOnboarding(ref),
          authenticate: (ref, ok) => p.answerChallenge(ref, ok ? 'complete' : 'fail'),
        };
      },
    ],
    [
      'stripe',
      () => createStripeProvider({ secretKey: SECRET, apiUrl: fake().url, maxNetworkRetries: 0 }),
      () => fake(),
    ],
  ];
  return { implementations, fake, SECRET };
}
