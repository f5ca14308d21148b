import { walletEndpoints } from '@skillora/shared/endpoints/wallet';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http-error';
import { route } from '../../lib/route-of';
import { viewer } from '../auth';
import { idempotencyKeyOf, sendAnswer } from './idempotency';
import type { createWalletService } from './wallet.service';

type Options = { service: ReturnType<typeof createWalletService> };
const errors = errorResponses(400, 401, 402, 403, 409, 422);

/** The signed-in user's money, under /api/wallet. */
export const walletRoutes: FastifyPluginAsyncZod<Options> = async (app, { service }) => {
  app.addHook('onRequest', app.requireRole('client', 'freelancer'));
  const tags = ['wallet'];

  route(
    app,
    walletEndpoints.get,
    {
      schema: {
        tags,
        summary: 'Pending, available and in-escrow money',
        response: errors,
      },
    },
    async (request) => service.get(viewer(request).id),
  );

  route(
    app,
    walletEndpoints.history,
    {
      schema: {
        tags,
        summary: 'Every movement of my money, newest first',
        response: errors,
      },
    },
    async (request) => service.history(viewer(request).id),
  );

  route(
    app,
    walletEndpoints.withdraw,
    {
      schema: {
        tags,
        summary: 'Freelancer: withdraw available money to the payout method (Idempotency-Key accepted)',
        response: errors,
      },
    },
    async (request, reply) => {
      const me = viewer(request);
      if (me.role !== 'freelancer') return reply.code(403).send({ error: 'Only freelancers withdraw money' });
      return sendAnswer(
        reply,
        await service.withdraw(me.id, request.body.amountCents, idempotencyKeyOf(request, me.id)),
      );
    },
  );
};
