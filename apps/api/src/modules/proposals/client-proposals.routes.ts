import { proposalsEndpoints } from '@skillora/shared/endpoints/proposals';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http-error';
import { route } from '../../lib/route-of';
import { viewer } from '../auth';
import { createClientProposalsService } from './client-proposals.service';

const errors = errorResponses(400, 401, 403, 404, 409);

/** The proposals on a client's own jobs, under /api/client; the role check runs before validation. */
export const clientProposalsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('client'));
  const service = createClientProposalsService(app.uow, app.clock);
  const tags = ['client: proposals'];

  route(
    app,
    proposalsEndpoints.ofJob,
    {
      schema: {
        tags,
        summary:
          "The proposals on one of my jobs, newest first or by the freelancer's rating or score (withdrawn ones are left out)",
        response: errors,
      },
    },
    async (request) => service.list(request.params.id, viewer(request).id, request.query),
  );

  route(
    app,
    proposalsEndpoints.shortlist,
    {
      schema: {
        tags,
        summary: 'Shortlist a proposal on one of my jobs',
        response: errors,
      },
    },
    async (request) => service.shortlist(request.params.id, viewer(request).id),
  );

  route(
    app,
    proposalsEndpoints.decline,
    {
      schema: {
        tags,
        summary: 'Decline a proposal on one of my jobs',
        response: errors,
      },
    },
    async (request) => service.decline(request.params.id, viewer(request).id),
  );
};
