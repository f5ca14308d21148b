import { SIGNED_OUT_EVERYWHERE } from '@skillora/shared/account-security';
import { authEndpoints } from '@skillora/shared/endpoints/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http-error';
import { routesOf } from '../../lib/route-of';
import type { NewDeviceCheck } from './new-device';

/** The "Sign out everywhere" link of a new-device mail (ADR 033), under /api/auth. */
export const newDeviceRoutes: FastifyPluginAsyncZod<{ check: NewDeviceCheck }> = async (app, { check }) => {
  const serve = routesOf(app, { tags: ['auth'], response: errorResponses(400, 404, 410, 429) });
  serve(
    authEndpoints.signOutEverywhere,
    {
      summary: 'Ends every session of the account the link of a new-device mail names (once, for 7 days)',
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request) => {
      await check.signOutEverywhere(request.body.token);
      return { message: SIGNED_OUT_EVERYWHERE };
    },
  );
};
