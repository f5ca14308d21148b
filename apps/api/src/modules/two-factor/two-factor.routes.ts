import type { SessionUser } from '@skillora/shared';
import { twoFactorEndpoints } from '@skillora/shared/endpoints/two-factor';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, unauthorized } from '../../lib/http-error';
import { routesOf } from '../../lib/route-of';
import type { TwoFactorService } from './two-factor.service';

type Options = { service: TwoFactorService };
// Per-IP ceilings on top of the per-user count of turnOffTotp.
const changeLimit = { rateLimit: { max: 20, timeWindow: '1 minute' } };
const checkLimit = { rateLimit: { max: 60, timeWindow: '1 minute' } };

const signedIn = (user: SessionUser | null) => {
  if (!user) throw unauthorized();
  return user;
};

/**
 * /api/me/2fa: any signed-in user's two-step verification (issue 30, ADR 031). Open to an admin
 * who has none yet, whom the admin API refuses until they turn it on.
 */
export const twoFactorRoutes: FastifyPluginAsyncZod<Options> = async (app, { service }) => {
  app.addHook('onRequest', app.requireUser);
  const serve = routesOf(app, {
    tags: ['me: two-step verification'],
    response: errorResponses(400, 401, 403, 409, 429),
  });

  serve(twoFactorEndpoints.status, 'My second factors and recovery codes left', async (request) =>
    service.status(signedIn(request.user)),
  );

  serve(
    twoFactorEndpoints.startTotp,
    { summary: 'Start setting up an authenticator app', config: changeLimit },
    async (request) => {
      const user = signedIn(request.user);
      return service.startTotp(user.id, user.email);
    },
  );

  serve(
    twoFactorEndpoints.confirmTotp,
    { summary: "Turn it on with the app's first code; answers the recovery codes, once", config: checkLimit },
    async (request) => service.confirmTotp(signedIn(request.user).id, request.body.code),
  );

  serve(
    twoFactorEndpoints.turnOffTotp,
    { summary: 'Turn it off with a current code or a recovery code', config: changeLimit },
    async (request) => {
      await service.turnOffTotp(signedIn(request.user).id, request.body);
      return { message: 'Two-step verification is off' };
    },
  );
};
