import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { badRequest, errorResponses } from '../../lib/http-error';
import type { Tx, UnitOfWork } from '../../outbox';
import { verifyStripeEvent } from './stripe-provider';

const WebhookAnswerSchema = z.object({ received: z.literal(true), duplicate: z.boolean() });

/**
 * POST /api/payments/webhooks/stripe (ADR 024). The signature is checked on the raw body, so this
 * scope reads JSON as text and parses it only after `constructEvent` accepted it. A bad or missing
 * signature is a 400; an event seen before answers 200 again (Stripe stops retrying) and does
 * nothing twice. An event's effect (ADR 035: an account's state, a 3-D Secure outcome, a returned
 * payout) runs in the transaction that records it, so it happens once with the record.
 */
export function stripeWebhookRoutes(
  uow: UnitOfWork,
  secret: string,
  effects: (tx: Tx, event: ReturnType<typeof verifyStripeEvent>) => Promise<void>,
) {
  return async (app: FastifyInstance) => {
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
      done(null, body);
    });

    app.post(
      '/webhooks/stripe',
      {
        schema: {
          tags: ['payments'],
          summary: 'Stripe webhook: signature checked on the raw body, each event recorded once',
          response: { 200: WebhookAnswerSchema, ...errorResponses(400) },
        },
      },
      async (request) => {
        const raw = typeof request.body === 'string' ? request.body : '';
        const header = request.headers['stripe-signature'];
        let event: ReturnType<typeof verifyStripeEvent>;
        try {
          event = verifyStripeEvent(
            Buffer.from(raw, 'utf8'),
            typeof header === 'string' ? header : undefined,
            secret,
          );
        } catch {
          throw badRequest('Invalid Stripe signature');
        }
        const fresh = await uow.run(async (tx) => {
          const recorded = await tx.repos.stripeEvents.recordOnce(event, JSON.parse(raw) as unknown);
          if (recorded) await effects(tx, event);
          return recorded;
        });
        if (fresh) request.log.info({ stripeEvent: event.id, type: event.type }, 'stripe event recorded');
        return { received: true as const, duplicate: !fresh };
      },
    );
  };
}
