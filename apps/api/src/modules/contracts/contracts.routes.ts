import {
  CONTRACT_STATUSES,
  ContractListResponseSchema,
  ContractResponseSchema,
  TimelineResponseSchema,
  UuidParamsSchema,
} from '@skillora/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/http-error';
import { viewer } from '../auth';
import type { createContractsService } from './contracts.service';

type Options = { service: ReturnType<typeof createContractsService> };
const errors = errorResponses(400, 401, 403, 404);

/** Contracts as either party (or an admin) sees them, under /api/contracts. */
export const contractsRoutes: FastifyPluginAsyncZod<Options> = async (app, { service }) => {
  app.addHook('onRequest', app.requireUser);
  const tags = ['contracts'];

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'My contracts (every contract for an admin), newest first',
        querystring: z.object({ status: z.enum(CONTRACT_STATUSES).optional() }),
        response: { 200: ContractListResponseSchema, ...errors },
      },
    },
    async (request) => service.list(viewer(request), request.query.status),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'A contract with its milestones and money, for its parties and admins',
        params: UuidParamsSchema,
        response: { 200: ContractResponseSchema, ...errors },
      },
    },
    async (request) => service.get(request.params.id, viewer(request)),
  );

  app.post(
    '/:id/end',
    {
      schema: {
        tags,
        summary:
          'Client: end the contract (no money may be held in escrow; unfunded milestones are cancelled)',
        params: UuidParamsSchema,
        response: { 200: ContractResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => service.end(request.params.id, viewer(request)),
  );

  app.get(
    '/:id/timeline',
    {
      schema: {
        tags,
        summary: 'Every event of a contract, oldest first',
        params: UuidParamsSchema,
        response: { 200: TimelineResponseSchema, ...errors },
      },
    },
    async (request) => service.timeline(request.params.id, viewer(request)),
  );
};
