import { adminJobsEndpoints } from '@skillora/shared/endpoints/admin-jobs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http-error';
import { route } from '../../lib/route-of';
import { viewer } from '../auth';
import { createAdminJobsService } from './admin-jobs.service';

const errors = errorResponses(400, 401, 403, 404);

/**
 * Admin moderation of jobs at /api/admin/jobs (inside an admin scope, jobs.plugin.ts). Unlist and
 * relist are PUTs, like the other admin list/unlist and block/unblock switches: repeating one
 * changes nothing.
 */
export const adminJobsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAdminJobsService(app.uow);
  const tags = ['admin: jobs'];

  route(
    app,
    adminJobsEndpoints.list,
    {
      schema: {
        tags,
        summary: 'Every job, any status',
        response: errors,
      },
    },
    async (request) => service.list(request.query),
  );

  route(
    app,
    adminJobsEndpoints.unlist,
    {
      schema: {
        tags,
        summary: 'Hide a job from everyone but its owner (who reads the reason, if given)',
        response: errors,
      },
    },
    async (request) => service.unlist(request.params.id, viewer(request).id, request.body?.reason),
  );

  route(
    app,
    adminJobsEndpoints.relist,
    {
      schema: {
        tags,
        summary: 'Show an unlisted job again',
        response: errors,
      },
    },
    async (request) => service.relist(request.params.id, viewer(request).id),
  );
};
