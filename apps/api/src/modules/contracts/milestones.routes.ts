import {
  ContractMilestoneParamsSchema,
  ContractParamsSchema,
  FundMilestoneRequestSchema,
  MilestoneResponseSchema,
  ProposeMilestoneRequestSchema,
  RequestChangesRequestSchema,
  SubmitWorkRequestSchema,
} from '@skillora/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http-error';
import { viewer } from '../auth';
import type { MilestonesService } from './milestones.service';

type Options = { service: MilestonesService };
const errors = errorResponses(400, 401, 402, 403, 404, 409, 422);
const params = ContractMilestoneParamsSchema;
/** Proposing milestones: a client adds a few during a contract; more is a script. */
export const PROPOSE_LIMIT = { max: 30, timeWindow: '1 hour' } as const;
const ids = (p: { id: string; milestoneId: string }) => ({ contractId: p.id, milestoneId: p.milestoneId });

/** A milestone's moves, under /api/contracts/:id/milestones; each checks the viewer's side of the contract. */
export const milestonesRoutes: FastifyPluginAsyncZod<Options> = async (app, { service }) => {
  app.addHook('onRequest', app.requireUser);
  const tags = ['contracts: milestones'];
  const response = { 200: MilestoneResponseSchema, ...errors };

  app.post(
    '/:id/milestones',
    {
      // A client adds a few milestones to a contract, not hundreds a minute.
      config: { rateLimit: PROPOSE_LIMIT },
      schema: {
        tags,
        summary: 'Client: propose one more milestone on an active contract (the freelancer accepts it)',
        params: ContractParamsSchema,
        body: ProposeMilestoneRequestSchema,
        response: { 201: MilestoneResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return service.propose(request.params.id, viewer(request), request.body);
    },
  );

  for (const move of ['accept', 'decline'] as const) {
    app.post(
      `/:id/milestones/:milestoneId/${move}`,
      {
        schema: {
          tags,
          summary: `Freelancer: ${move} a milestone the client proposed`,
          params,
          response,
        },
      },
      async (request) => service.answer(ids(request.params), viewer(request), move),
    );
  }

  app.post(
    '/:id/milestones/:milestoneId/fund',
    {
      config: { idempotent: true },
      schema: {
        tags,
        summary: 'Client: pay a milestone into escrow by card (Idempotency-Key accepted)',
        params,
        body: FundMilestoneRequestSchema,
        response,
      },
    },
    async (request) => service.fund(ids(request.params), viewer(request), request.body.paymentMethod),
  );

  app.post(
    '/:id/milestones/:milestoneId/submit',
    {
      schema: {
        tags,
        summary: 'Freelancer: submit work on a funded milestone',
        params,
        body: SubmitWorkRequestSchema,
        response,
      },
    },
    async (request) => service.submit(ids(request.params), viewer(request), request.body.message),
  );

  app.post(
    '/:id/milestones/:milestoneId/cancel',
    { schema: { tags, summary: 'Client: cancel a milestone nobody funded', params, response } },
    async (request) => service.cancel(ids(request.params), viewer(request)),
  );

  app.post(
    '/:id/milestones/:milestoneId/request-changes',
    {
      schema: {
        tags,
        summary: 'Client: send submitted work back with a note',
        params,
        body: RequestChangesRequestSchema,
        response,
      },
    },
    async (request) => service.requestChanges(ids(request.params), viewer(request), request.body.message),
  );

  app.post(
    '/:id/milestones/:milestoneId/refund',
    {
      config: { idempotent: true },
      schema: {
        tags,
        summary:
          'Freelancer (agreeing) or admin: refund a funded milestone with no submission (Idempotency-Key accepted)',
        params,
        response,
      },
    },
    async (request) => service.refund(ids(request.params), viewer(request)),
  );

  app.post(
    '/:id/milestones/:milestoneId/approve',
    {
      config: { idempotent: true },
      schema: {
        tags,
        summary: 'Client: approve and release the escrow (Idempotency-Key accepted)',
        params,
        response,
      },
    },
    async (request) => service.approve(ids(request.params), viewer(request)),
  );
};
