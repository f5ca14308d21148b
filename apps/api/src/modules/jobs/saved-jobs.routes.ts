import { jobsEndpoints } from '@skillora/shared/endpoints/jobs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http-error';
import { route } from '../../lib/route-of';
import { viewer } from '../auth';
import { createSavedJobsService } from './saved-jobs.service';

const errors = errorResponses(400, 401, 403, 404);

/**
 * A freelancer's saved jobs, at /api/freelancer/saved-jobs. Save and unsave are PUT and DELETE on
 * the job's id: doing either twice leaves the same state, so both answer 200 again.
 */
export const savedJobsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('freelancer'));
  const service = createSavedJobsService(app.uow);
  const tags = ['freelancer: saved jobs'];

  route(
    app,
    jobsEndpoints.listSaved,
    {
      schema: {
        tags,
        summary: 'My saved jobs that are still open, most recently saved first',
        response: errors,
      },
    },
    async (request) => service.list(viewer(request).id, request.query),
  );

  route(
    app,
    jobsEndpoints.save,
    {
      schema: {
        tags,
        summary: 'Save an open job',
        response: errors,
      },
    },
    async (request) => service.save(viewer(request).id, request.params.id),
  );

  route(
    app,
    jobsEndpoints.unsave,
    {
      schema: {
        tags,
        summary: 'Unsave a job',
        response: errors,
      },
    },
    async (request) => service.unsave(viewer(request).id, request.params.id),
  );
};
