import { walletEndpoints } from '@skillora/shared/endpoints/wallet';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, forbidden } from '../../lib/http-error';
import { route } from '../../lib/route-of';
import { viewer } from '../auth';
import type { createWalletService } from './wallet.service';

type Options = { service: ReturnType<typeof createWalletService> };
const errors = errorResponses(400, 401, 402, 403, 409, 422, 429);

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
        summary:
          'Pending (with the day each amount becomes available), available, in-escrow and earned money',
        response: errors,
      },
    },
    async (request) => {
      const { earnedSince } = request.query;
      return service.get(viewer(request).id, earnedSince ? new Date(earnedSince) : undefined);
    },
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
      config: { idempotent: true },
      schema: {
        tags,
        summary:
          'Freelancer: withdraw available money to the payout method (Idempotency-Key accepted); above $1,000.00 with `secondFactor`',
        response: errors,
      },
    },
    async (request) => {
      const me = viewer(request);
      if (me.role !== 'freelancer') throw forbidden('Only freelancers withdraw money');
      return service.withdraw(me.id, request.body.amountCents, request.body.secondFactor);
    },
  );
};
