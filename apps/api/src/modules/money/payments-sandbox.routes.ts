import { paymentsSandboxEndpoints } from '@skillora/shared/endpoints/payments-sandbox';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conflict, errorResponses, notFound } from '../../lib/http-error';
import { route } from '../../lib/route-of';
import { viewer } from '../auth';
import type { PaymentFlows } from './payment-flows';
import type { SandboxProvider } from './sandbox-provider';

const errors = errorResponses(400, 401, 403, 404, 409);

/**
 * The sandbox's own onboarding and 3-D Secure challenge (ADR 035): what Stripe's hosted pages and
 * webhooks do, done by the same code paths — the account's state is applied as `account.updated`
 * applies it, the challenge's outcome settles the payment as `payment_intent.*` does. Mounted only
 * when the sandbox is the provider.
 */
export function paymentsSandboxRoutes(
  app: FastifyInstance,
  provider: SandboxProvider,
  flows: PaymentFlows,
): FastifyPluginAsyncZod {
  const { uow, clock } = app;
  return async (scope) => {
    const tags = ['payments'];

    route(
      scope,
      paymentsSandboxEndpoints.finishOnboarding,
      {
        onRequest: app.requireRole('freelancer'),
        schema: {
          tags,
          summary: "Sandbox onboarding's 'Finish setup': payouts are enabled",
          response: errors,
        },
      },
      async (request) => {
        const me = viewer(request);
        const account = await uow.read.payoutAccounts.find(me.id);
        if (!account) throw conflict('Start setting up payouts from your wallet first');
        const state = provider.finishOnboarding(account.accountRef);
        await uow.run((tx) => tx.repos.payoutAccounts.applyState(account.accountRef, state, clock.now()));
        return { ok: true as const };
      },
    );

    route(
      scope,
      paymentsSandboxEndpoints.answerChallenge,
      {
        onRequest: app.requireRole('client'),
        schema: {
          tags,
          summary: 'Sandbox 3-D Secure challenge: the cardholder completes or fails it',
          response: errors,
        },
      },
      async (request) => {
        const me = viewer(request);
        const { paymentId } = request.params;
        const payment = await uow.read.payments.find({ id: paymentId });
        if (payment?.kind !== 'charge' || payment.userId !== me.id) throw notFound();
        if (payment.status !== 'processing' || !payment.providerRef)
          throw conflict('This payment is no longer waiting for authentication');
        const result = provider.answerChallenge(payment.providerRef, request.body.outcome);
        await uow.run((tx) => flows.settle(tx, paymentId, result));
        return { ok: true as const };
      },
    );
  };
}
