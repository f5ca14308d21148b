import { proposalsEndpoints } from '@skillora/shared/endpoints/proposals';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http-error';
import { route } from '../../lib/route-of';
import { viewer } from '../auth';
import { createFreelancerProposalsService } from './freelancer-proposals.service';

const errors = errorResponses(400, 401, 403, 404, 409);

/** A freelancer's proposals, under /api/freelancer; the role check runs before any validation. */
export const freelancerProposalsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('freelancer'));
  const service = createFreelancerProposalsService(app.uow);
  const tags = ['freelancer: proposals'];

  route(
    app,
    proposalsEndpoints.submit,
    {
      schema: {
        tags,
        summary: 'Send a proposal to an open job (once per job)',
        response: errors,
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.submit(request.params.id, viewer(request).id, request.body)),
  );

  route(
    app,
    proposalsEndpoints.listMine,
    {
      schema: {
        tags,
        summary: 'My proposals, newest first, with their jobs',
        response: errors,
      },
    },
    async (request) => service.list(viewer(request).id, request.query),
  );

  route(
    app,
    proposalsEndpoints.edit,
    {
      schema: {
        tags,
        summary: 'Edit my proposal while the job is open',
        response: errors,
      },
    },
    async (request) => service.edit(request.params.id, viewer(request).id, request.body),
  );

  route(
    app,
    proposalsEndpoints.withdraw,
    {
      schema: {
        tags,
        summary: 'Withdraw my proposal while the job is open (final)',
        response: errors,
      },
    },
    async (request) => service.withdraw(request.params.id, viewer(request).id),
  );
};
