import { contractsEndpoints } from '@skillora/shared/endpoints/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http-error';
import { route } from '../../lib/route-of';
import { viewer } from '../auth';
import type { createContractsService } from './contracts.service';

type Options = { service: ReturnType<typeof createContractsService> };
const errors = errorResponses(400, 401, 403, 404);

/** Contracts as either party (or an admin) sees them, under /api/contracts. */
export const contractsRoutes: FastifyPluginAsyncZod<Options> = async (app, { service }) => {
  app.addHook('onRequest', app.requireUser);
  const tags = ['contracts'];

  route(
    app,
    contractsEndpoints.list,
    {
      schema: {
        tags,
        summary: 'My contracts (every contract for an admin), newest first',
        response: errors,
      },
    },
    async (request) => service.list(viewer(request), request.query.status),
  );

  route(
    app,
    contractsEndpoints.get,
    {
      schema: {
        tags,
        summary: 'A contract with its milestones and money, for its parties and admins',
        response: errors,
      },
    },
    async (request) => service.get(request.params.id, viewer(request)),
  );

  route(
    app,
    contractsEndpoints.end,
    {
      schema: {
        tags,
        summary:
          'Client: end the contract (no money may be held in escrow; unfunded milestones are cancelled)',
        response: errorResponses(400, 401, 403, 404, 409),
      },
    },
    async (request) => service.end(request.params.id, viewer(request)),
  );

  route(
    app,
    contractsEndpoints.timeline,
    {
      schema: {
        tags,
        summary: 'Every event of a contract, oldest first',
        response: errors,
      },
    },
    async (request) => service.timeline(request.params.id, viewer(request)),
  );
};
