import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { badRequest, errorResponses } from '../../lib/http-error';
import type { UnitOfWork } from '../../outbox';
import { verifyStripeEvent } from './stripe-provider';

const WebhookAnswerSchema = z.object({ received: z.literal(true), duplicate: z.boolean() });

/**
 * POST /api/payments/webhooks/stripe (ADR 024). The signature is checked on the raw body, so this
 * scope reads JSON as text and parses it only after `constructEvent` accepted it. A bad or missing
 * signature is a 400; an event seen before answers 200 again (Stripe stops retrying) and does
 * nothing twice. Handling the events (disputes, payouts) comes with the disputes issue.
 */
export function stripeWebhookRoutes(uow: UnitOfWork, secret: string) {
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
        const fresh = await uow.run((tx) =>
          tx.repos.stripeEvents.recordOnce(event, JSON.parse(raw) as unknown),
        );
        if (fresh) request.log.info({ stripeEvent: event.id, type: event.type }, 'stripe event recorded');
        return { received: true as const, duplicate: !fresh };
      },
    );
  };
}
