import { milestonesEndpoints } from '@skillora/shared/endpoints/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http-error';
import { route } from '../../lib/route-of';
import { viewer } from '../auth';
import type { MilestonesService } from './milestones.service';

type Options = { service: MilestonesService };
const errors = errorResponses(400, 401, 402, 403, 404, 409, 422);
/** Proposing milestones: a client adds a few during a contract; more is a script. */
export const PROPOSE_LIMIT = { max: 30, timeWindow: '1 hour' } as const;
const ids = (p: { id: string; milestoneId: string }) => ({ contractId: p.id, milestoneId: p.milestoneId });

/** A milestone's moves, under /api/contracts/:id/milestones; each checks the viewer's side of the contract. */
export const milestonesRoutes: FastifyPluginAsyncZod<Options> = async (app, { service }) => {
  app.addHook('onRequest', app.requireUser);
  const tags = ['contracts: milestones'];

  route(
    app,
    milestonesEndpoints.propose,
    {
      // A client adds a few milestones to a contract, not hundreds a minute.
      config: { rateLimit: PROPOSE_LIMIT },
      schema: {
        tags,
        summary: 'Client: propose one more milestone on an active contract (the freelancer accepts it)',
        response: errorResponses(400, 401, 403, 404, 409, 429),
      },
    },
    async (request, reply) => {
      reply.code(201);
      return service.propose(request.params.id, viewer(request), request.body);
    },
  );

  for (const move of ['accept', 'decline'] as const) {
    route(
      app,
      milestonesEndpoints[move],
      {
        schema: {
          tags,
          summary: `Freelancer: ${move} a milestone the client proposed`,
          response: errors,
        },
      },
      async (request) => service.answer(ids(request.params), viewer(request), move),
    );
  }

  route(
    app,
    milestonesEndpoints.fund,
    {
      config: { idempotent: true },
      schema: {
        tags,
        summary: 'Client: pay a milestone into escrow by card (Idempotency-Key accepted)',
        response: errors,
      },
    },
    async (request) => service.fund(ids(request.params), viewer(request), request.body.paymentMethod),
  );

  route(
    app,
    milestonesEndpoints.submit,
    {
      schema: {
        tags,
        summary: 'Freelancer: submit work on a funded milestone',
        response: errors,
      },
    },
    async (request) => service.submit(ids(request.params), viewer(request), request.body),
  );

  route(
    app,
    milestonesEndpoints.cancel,
    { schema: { tags, summary: 'Client: cancel a milestone nobody funded', response: errors } },
    async (request) => service.cancel(ids(request.params), viewer(request)),
  );

  route(
    app,
    milestonesEndpoints['request-changes'],
    {
      schema: {
        tags,
        summary: 'Client: send submitted work back with a note',
        response: errors,
      },
    },
    async (request) => service.requestChanges(ids(request.params), viewer(request), request.body.message),
  );

  route(
    app,
    milestonesEndpoints.refund,
    {
      config: { idempotent: true },
      schema: {
        tags,
        summary:
          'Freelancer (agreeing) or admin: refund a funded milestone with no submission (Idempotency-Key accepted)',
        response: errors,
      },
    },
    async (request) => service.refund(ids(request.params), viewer(request)),
  );

  route(
    app,
    milestonesEndpoints.approve,
    {
      config: { idempotent: true },
      schema: {
        tags,
        summary: 'Client: approve and release the escrow (Idempotency-Key accepted)',
        response: errors,
      },
    },
    async (request) => service.approve(ids(request.params), viewer(request)),
  );
};
