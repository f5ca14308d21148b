import { bpsToPercent, percentToBps } from '@skillora/shared';
import { walletEndpoints } from '@skillora/shared/endpoints/wallet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { route } from '../../lib/route-of';
import { createPaymentFlows, type PaymentFlows } from './payment-flows';
import type { PaymentProvider } from './provider';
import './repositories';
import { createSandboxProvider } from './sandbox-provider';
import { stripeEventEffects } from './stripe-event-effects';
import { createStripeProvider } from './stripe-provider';
import { stripeWebhookRoutes } from './stripe-webhook.routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The card processor behind SafePay (ADR 021); tests may hand in their own. */
    paymentProvider: PaymentProvider;
    /** Runs a charge, refund or payout across the provider boundary (ADR 020). */
    paymentFlows: PaymentFlows;
    /** The configured money rules, read by the services and shown on the public pages. */
    paymentTerms: {
      currency: string;
      serviceFeeBps: number;
      autoReleaseDays: number;
      payoutHoldDays: number;
    };
  }
}

export const paymentsPlugin = fp(
  async (app: FastifyInstance, opts: { provider?: PaymentProvider }) => {
    const { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_API_URL, STRIPE_PUBLISHABLE_KEY } = app.config;
    // Stripe when both keys are set (config refuses one without the other), else the sandbox.
    const provider =
      opts.provider ??
      (STRIPE_SECRET_KEY
        ? createStripeProvider({
            secretKey: STRIPE_SECRET_KEY,
            publishableKey: STRIPE_PUBLISHABLE_KEY,
            ...(STRIPE_API_URL ? { apiUrl: STRIPE_API_URL } : {}),
          })
        : createSandboxProvider());
    const terms = {
      currency: 'USD',
      serviceFeeBps: percentToBps(app.config.SERVICE_FEE_PERCENT) ?? 0,
      autoReleaseDays: app.config.AUTO_RELEASE_DAYS,
      payoutHoldDays: app.config.PAYOUT_HOLD_DAYS,
    };
    app.decorate('paymentProvider', provider);
    app.decorate('paymentTerms', terms);
    const flows = createPaymentFlows(app.uow, provider, app.clock, {
      heldFundsLimitDays: app.config.HELD_FUNDS_LIMIT_DAYS,
    });
    app.decorate('paymentFlows', flows);
    if (STRIPE_WEBHOOK_SECRET)
      await app.register(stripeWebhookRoutes(app.uow, STRIPE_WEBHOOK_SECRET, stripeEventEffects(flows)), {
        prefix: '/api/payments',
      });
    app.outbox.on('payment.recheck', 'finish a processing payment', async ({ payload }) =>
      flows.recheck(payload.paymentId, payload.giveUp),
    );
    app.outbox.on('payout.reclaim', 'reverse a failed bank payout at the provider', async ({ payload }) => {
      for (const part of payload.parts)
        await provider.reverseTransfer({
          idempotencyKey: `${payload.payoutRef}_${part.paymentId}`,
          transferRef: part.transferRef,
          amountCents: part.amountCents,
          reason: 'payout_failed',
        });
    });

    route(
      app.withTypeProvider<ZodTypeProvider>(),
      walletEndpoints.terms,
      {
        schema: {
          tags: ['payments'],
          summary: 'The SafePay rules in force: fee, auto-release and payout hold',
        },
      },
      async () => ({
        data: { ...terms, serviceFeePercent: bpsToPercent(terms.serviceFeeBps), provider: provider.name },
      }),
    );
  },
  { name: 'payments', dependencies: ['config', 'outbox', 'ledger'] },
);
