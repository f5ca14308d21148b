import { walletEndpoints } from '@skillora/shared/endpoints/wallet';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http-error';
import { route } from '../../lib/route-of';
import { viewer } from '../auth';
import type { PayoutAccounts } from './payout-accounts';

type Options = { payoutAccounts: PayoutAccounts };
const errors = errorResponses(400, 401, 403, 429, 502);

/** A freelancer's connected account for payouts (ADR 035), under /api/wallet. */
export const payoutAccountRoutes: FastifyPluginAsyncZod<Options> = async (app, { payoutAccounts }) => {
  app.addHook('onRequest', app.requireRole('freelancer'));
  const tags = ['wallet'];

  route(
    app,
    walletEndpoints.payoutAccount,
    {
      schema: {
        tags,
        summary:
          "Freelancer: where payouts stand ('none', 'pending', 'enabled', 'restricted') and what is still due",
        response: errors,
      },
    },
    async (request) => payoutAccounts.get(viewer(request).id),
  );

  route(
    app,
    walletEndpoints.setUpPayouts,
    {
      schema: {
        tags,
        summary:
          'Freelancer: the page where payouts are set up (Stripe Express onboarding, or the sandbox’s); changing enabled payouts takes `secondFactor`',
        response: errors,
      },
    },
    async (request) => payoutAccounts.setUp(viewer(request).id, request.body?.secondFactor),
  );
};
