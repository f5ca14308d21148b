import {
  GetAdminJobsRequestSchema,
  GetAdminJobsResponseSchema,
  RelistJobResponseSchema,
  UnlistJobRequestSchema,
  UnlistJobResponseSchema,
  UuidParamsSchema,
} from '@skillora/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http-error';
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
  const params = UuidParamsSchema;

  app.get(
    '',
    {
      schema: {
        tags,
        summary: 'Every job, any status',
        querystring: GetAdminJobsRequestSchema,
        response: { 200: GetAdminJobsResponseSchema, ...errors },
      },
    },
    async (request) => service.list(request.query),
  );

  app.put(
    '/:id/unlist',
    {
      schema: {
        tags,
        summary: 'Hide a job from everyone but its owner (who reads the reason, if given)',
        params,
        body: UnlistJobRequestSchema,
        response: { 200: UnlistJobResponseSchema, ...errors },
      },
    },
    async (request) => service.unlist(request.params.id, viewer(request).id, request.body?.reason),
  );

  app.put(
    '/:id/relist',
    {
      schema: {
        tags,
        summary: 'Show an unlisted job again',
        params,
        response: { 200: RelistJobResponseSchema, ...errors },
      },
    },
    async (request) => service.relist(request.params.id, viewer(request).id),
  );
};
