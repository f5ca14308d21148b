import { talentEndpoints } from '@skillora/shared/endpoints/talent';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http-error';
import { routesOf } from '../../lib/route-of';
import { viewer } from '../auth';
import { createInvitationsService } from './invitations.service';

const response = errorResponses(400, 401, 403, 404, 409, 429);

/** A client invites a freelancer to one of their open jobs: POST /api/client/jobs/{jobId}/invitations. */
export const clientInvitationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('client'));
  const service = createInvitationsService(app.uow);
  const serve = routesOf(app, { tags: ['client: invitations'], response });

  serve(
    talentEndpoints.invite,
    {
      summary: 'Invite a freelancer to one of my open jobs (once per job and freelancer)',
      // Invitations land in someone else's list: a client cannot spray them.
      config: app.publicRateLimit,
    },
    async (request, reply) =>
      reply.code(201).send(await service.invite(viewer(request).id, request.params.jobId, request.body)),
  );
};

/** GET /api/freelancer/invitations: the jobs clients invited me to, newest first. */
export const freelancerInvitationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('freelancer'));
  const service = createInvitationsService(app.uow);
  const serve = routesOf(app, { tags: ['freelancer: invitations'], response });

  serve(talentEndpoints.invitations, 'Jobs clients invited me to, newest first', async (request) =>
    service.list(viewer(request).id, request.query),
  );
};
