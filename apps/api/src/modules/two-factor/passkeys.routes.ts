import type { SessionUser } from '@skillora/shared';
import { passkeyEndpoints } from '@skillora/shared/endpoints/passkeys';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, unauthorized } from '../../lib/http-error';
import { routesOf } from '../../lib/route-of';
import type { PasskeysService } from './passkeys.service';

type Options = { service: PasskeysService };
const changeLimit = { rateLimit: { max: 20, timeWindow: '1 minute' } };

const signedIn = (user: SessionUser | null) => {
  if (!user) throw unauthorized();
  return user;
};

/** /api/me/passkeys: any signed-in user's passkeys (issue 30, ADR 032), an admin without a second factor too. */
export const passkeysRoutes: FastifyPluginAsyncZod<Options> = async (app, { service }) => {
  app.addHook('onRequest', app.requireUser);
  const serve = routesOf(app, {
    tags: ['me: passkeys'],
    response: errorResponses(400, 401, 403, 404, 409, 429),
  });

  serve(passkeyEndpoints.list, 'My passkeys', async (request) => service.list(signedIn(request.user).id));

  serve(
    passkeyEndpoints.registrationOptions,
    { summary: 'Options to create a passkey in the browser', config: changeLimit },
    async (request) => service.registrationOptions(signedIn(request.user)),
  );

  serve(
    passkeyEndpoints.add,
    {
      summary: "Keep the browser's new passkey; the first factor also answers recovery codes",
      config: changeLimit,
    },
    async (request, reply) =>
      reply.code(201).send(await service.add(signedIn(request.user).id, request.body)),
  );

  serve(
    passkeyEndpoints.remove,
    { summary: 'Remove one of my passkeys', config: changeLimit },
    async (request) => {
      await service.remove(signedIn(request.user).id, request.params.id);
      return { message: 'Passkey removed' };
    },
  );
};
