import { offersEndpoints } from '@skillora/shared/endpoints/offers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http-error';
import { routesOf } from '../../lib/route-of';
import { viewer } from '../auth';
import type { createOffersService } from './offers.service';

type Options = { service: ReturnType<typeof createOffersService> };
const response = errorResponses(400, 401, 403, 404, 409, 422);

/** The client's side of offers, under /api/client. */
export const clientOffersRoutes: FastifyPluginAsyncZod<Options> = async (app, { service }) => {
  app.addHook('onRequest', app.requireRole('client'));
  const serve = routesOf(app, { tags: ['client: offers'], response });

  serve(
    offersEndpoints.create,
    'Hire: send an offer with milestones to the freelancer of a proposal on my job',
    async (request, reply) =>
      reply.code(201).send(await service.create(request.params.id, viewer(request).id, request.body)),
  );
  serve(offersEndpoints.listSent, 'The offers I sent, newest first', async (request) =>
    service.list({ clientId: viewer(request).id }),
  );
  serve(offersEndpoints.withdraw, 'Withdraw my offer while it waits', async (request) =>
    service.withdraw(request.params.id, viewer(request).id),
  );
};

/** The freelancer's side of offers, under /api/freelancer. */
export const freelancerOffersRoutes: FastifyPluginAsyncZod<Options> = async (app, { service }) => {
  app.addHook('onRequest', app.requireRole('freelancer'));
  const serve = routesOf(app, { tags: ['freelancer: offers'], response });

  serve(offersEndpoints.listReceived, 'The offers sent to me, newest first', async (request) =>
    service.list({ freelancerId: viewer(request).id }),
  );
  serve(offersEndpoints.get, 'One offer sent to me', async (request) =>
    service.get(request.params.id, { freelancerId: viewer(request).id }),
  );
  serve(
    offersEndpoints.accept,
    {
      summary: 'Accept an offer: the contract starts (Idempotency-Key accepted)',
      config: { idempotent: true },
    },
    async (request) => service.accept(request.params.id, viewer(request).id),
  );
  serve(offersEndpoints.decline, 'Decline an offer', async (request) =>
    service.decline(request.params.id, viewer(request).id),
  );
};
