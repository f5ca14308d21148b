import { offerRoundsEndpoints } from '@skillora/shared/endpoints/offer-rounds';
import { offersEndpoints } from '@skillora/shared/endpoints/offers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http-error';
import { routesOf } from '../../lib/route-of';
import { viewer } from '../auth';
import type { offerNegotiation } from './offer-negotiation';
import type { OffersService } from './offers.service';

type Options = { service: OffersService; negotiation: ReturnType<typeof offerNegotiation> };
const response = errorResponses(400, 401, 403, 404, 409, 422);

/** The client's side of offers, under /api/client. */
export const clientOffersRoutes: FastifyPluginAsyncZod<Options> = async (app, { service, negotiation }) => {
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
  serve(
    offerRoundsEndpoints.clientAccept,
    {
      summary: "Accept the freelancer's counter-offer: the contract starts (Idempotency-Key accepted)",
      config: { idempotent: true },
    },
    async (request) => service.accept(request.params.id, 'client', viewer(request).id),
  );
  serve(offerRoundsEndpoints.clientDecline, "Decline the freelancer's counter-offer", async (request) =>
    service.decline(request.params.id, { clientId: viewer(request).id }),
  );
  serve(
    offerRoundsEndpoints.direct,
    'Hire again: a direct offer to a freelancer I had a contract with, without a job post',
    async (request, reply) =>
      reply.code(201).send(await negotiation.direct(request.params.id, viewer(request).id, request.body)),
  );
};

/** Both parties' side of a negotiation, under /api/offers. */
export const offerRoundsRoutes: FastifyPluginAsyncZod<Options> = async (app, { negotiation }) => {
  app.addHook('onRequest', app.requireUser);
  const serve = routesOf(app, { tags: ['offers: negotiation'], response });

  serve(
    offerRoundsEndpoints.counter,
    "Counter the other party's latest round with new terms and a note",
    async (request, reply) =>
      reply.code(201).send(await negotiation.counter(request.params.id, viewer(request), request.body)),
  );
  serve(offerRoundsEndpoints.rounds, 'Every round of the negotiation, oldest first', async (request) =>
    negotiation.rounds(request.params.id, viewer(request)),
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
    async (request) => service.accept(request.params.id, 'freelancer', viewer(request).id),
  );
  serve(offersEndpoints.decline, 'Decline an offer', async (request) =>
    service.decline(request.params.id, { freelancerId: viewer(request).id }),
  );
};
