import { proposalsEndpoints } from '@skillora/shared/endpoints/proposals';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http-error';
import { routesOf } from '../../lib/route-of';
import { viewer } from '../auth';
import { createFreelancerProposalsService } from './freelancer-proposals.service';

/** A freelancer's proposals, under /api/freelancer; the role check runs before any validation. */
export const freelancerProposalsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('freelancer'));
  const service = createFreelancerProposalsService(app.uow);
  const serve = routesOf(app, {
    tags: ['freelancer: proposals'],
    response: errorResponses(400, 401, 403, 404, 409),
  });

  serve(proposalsEndpoints.submit, 'Send a proposal to an open job (once per job)', async (request, reply) =>
    reply.code(201).send(await service.submit(request.params.id, viewer(request).id, request.body)),
  );
  serve(proposalsEndpoints.listMine, 'My proposals, newest first, with their jobs', async (request) =>
    service.list(viewer(request).id, request.query),
  );
  serve(proposalsEndpoints.edit, 'Edit my proposal while the job is open', async (request) =>
    service.edit(request.params.id, viewer(request).id, request.body),
  );
  serve(proposalsEndpoints.withdraw, 'Withdraw my proposal while the job is open (final)', async (request) =>
    service.withdraw(request.params.id, viewer(request).id),
  );
};
