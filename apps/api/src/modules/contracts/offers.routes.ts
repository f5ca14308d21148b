import { offersEndpoints } from '@skillora/shared/endpoints/offers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http-error';
import { route } from '../../lib/route-of';
import { viewer } from '../auth';
import type { createOffersService } from './offers.service';

type Options = { service: ReturnType<typeof createOffersService> };
const errors = errorResponses(400, 401, 403, 404, 409, 422);

/** The client's side of offers, under /api/client. */
export const clientOffersRoutes: FastifyPluginAsyncZod<Options> = async (app, { service }) => {
  app.addHook('onRequest', app.requireRole('client'));
  const tags = ['client: offers'];

  route(
    app,
    offersEndpoints.create,
    {
      schema: {
        tags,
        summary: 'Hire: send an offer with milestones to the freelancer of a proposal on my job',
        response: errors,
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.create(request.params.id, viewer(request).id, request.body)),
  );

  route(
    app,
    offersEndpoints.listSent,
    {
      schema: {
        tags,
        summary: 'The offers I sent, newest first',
        response: errors,
      },
    },
    async (request) => service.list({ clientId: viewer(request).id }),
  );

  route(
    app,
    offersEndpoints.withdraw,
    {
      schema: {
        tags,
        summary: 'Withdraw my offer while it waits',
        response: errors,
      },
    },
    async (request) => service.withdraw(request.params.id, viewer(request).id),
  );
};

/** The freelancer's side of offers, under /api/freelancer. */
export const freelancerOffersRoutes: FastifyPluginAsyncZod<Options> = async (app, { service }) => {
  app.addHook('onRequest', app.requireRole('freelancer'));
  const tags = ['freelancer: offers'];

  route(
    app,
    offersEndpoints.listReceived,
    {
      schema: {
        tags,
        summary: 'The offers sent to me, newest first',
        response: errors,
      },
    },
    async (request) => service.list({ freelancerId: viewer(request).id }),
  );

  route(
    app,
    offersEndpoints.get,
    {
      schema: {
        tags,
        summary: 'One offer sent to me',
        response: errors,
      },
    },
    async (request) => service.get(request.params.id, { freelancerId: viewer(request).id }),
  );

  route(
    app,
    offersEndpoints.accept,
    {
      config: { idempotent: true },
      schema: {
        tags,
        summary: 'Accept an offer: the contract starts (Idempotency-Key accepted)',
        response: errors,
      },
    },
    async (request) => service.accept(request.params.id, viewer(request).id),
  );

  route(
    app,
    offersEndpoints.decline,
    {
      schema: {
        tags,
        summary: 'Decline an offer',
        response: errors,
      },
    },
    async (request) => service.decline(request.params.id, viewer(request).id),
  );
};
