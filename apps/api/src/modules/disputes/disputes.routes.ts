import { adminDisputesEndpoints, disputesEndpoints } from '@skillora/shared/endpoints/disputes';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http-error';
import { route } from '../../lib/route-of';
import { viewer } from '../auth';
import type { DisputesService } from './disputes.service';

type Options = { service: DisputesService };
const errors = errorResponses(400, 401, 402, 403, 404, 409, 422, 429);
/**
 * Statements and proposals are written by people: a few an hour, not hundreds. Per user, not per
 * address: checked once the session is known.
 */
const WRITE_LIMIT = {
  max: 60,
  timeWindow: '1 hour',
  hook: 'preHandler',
  keyGenerator: (request: FastifyRequest) => `user:${request.user?.id ?? request.ip}`,
} as const;

/** A party's disputes (issue 25); money-moving calls take an Idempotency-Key. */
export const disputesRoutes: FastifyPluginAsyncZod<Options> = async (app, { service }) => {
  app.addHook('onRequest', app.requireUser);
  const tags = ['disputes'];
  const write = { rateLimit: WRITE_LIMIT, idempotent: true } as const;

  route(
    app,
    disputesEndpoints.open,
    {
      config: write,
      schema: { tags, summary: 'A party disputes a milestone whose money is in escrow', response: errors },
    },
    async (request, reply) => {
      reply.code(201);
      const { id, milestoneId } = request.params;
      return service.open({ contractId: id, milestoneId }, viewer(request), request.body);
    },
  );

  route(
    app,
    disputesEndpoints.list,
    { schema: { tags, summary: "The viewer's disputes, either side", response: errors } },
    async (request) => service.mine(viewer(request)),
  );

  route(
    app,
    disputesEndpoints.get,
    { schema: { tags, summary: 'One dispute with every step and open proposal', response: errors } },
    async (request) => service.get(request.params.id, viewer(request)),
  );

  route(
    app,
    disputesEndpoints.respond,
    {
      config: write,
      schema: { tags, summary: 'The other party answers with a statement', response: errors },
    },
    async (request) => service.respond(request.params.id, viewer(request), request.body.statement),
  );

  route(
    app,
    disputesEndpoints.propose,
    {
      config: write,
      schema: {
        tags,
        summary: 'A party proposes a settlement: release this much, refund the rest',
        response: errors,
      },
    },
    async (request, reply) => {
      reply.code(201);
      return service.propose(request.params.id, viewer(request), request.body);
    },
  );

  route(
    app,
    disputesEndpoints.accept,
    {
      config: write,
      schema: { tags, summary: 'The other party accepts a proposal: settled as proposed', response: errors },
    },
    async (request) => service.accept(request.params.id, request.params.settlementId, viewer(request)),
  );

  route(
    app,
    disputesEndpoints.withdraw,
    { config: write, schema: { tags, summary: 'The opener withdraws the dispute', response: errors } },
    async (request) => service.withdraw(request.params.id, viewer(request)),
  );

  route(
    app,
    disputesEndpoints.mediation,
    { config: write, schema: { tags, summary: 'A party asks an admin to decide', response: errors } },
    async (request) => service.mediation(request.params.id, viewer(request)),
  );
};

/** /api/admin/disputes: the queue by deadline, one dispute, and the decision. */
export const adminDisputesRoutes: FastifyPluginAsyncZod<Options> = async (app, { service }) => {
  const tags = ['admin: disputes'];

  route(
    app,
    adminDisputesEndpoints.list,
    {
      schema: { tags, summary: 'Active disputes by nearest deadline, then the ended ones', response: errors },
    },
    async () => service.forAdmins(),
  );

  route(
    app,
    adminDisputesEndpoints.get,
    { schema: { tags, summary: 'One dispute with every step', response: errors } },
    async (request) => service.get(request.params.id, viewer(request)),
  );

  route(
    app,
    adminDisputesEndpoints.decide,
    {
      config: { idempotent: true },
      schema: {
        tags,
        summary: 'Decide a dispute in mediation: release, refund or split to the cent, with a reason',
        response: errors,
      },
    },
    async (request) => service.decide(request.params.id, viewer(request), request.body),
  );
};
