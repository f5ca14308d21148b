import { ErrorResponseSchema } from '@skillora/shared';
import { jobsEndpoints } from '@skillora/shared/endpoints/jobs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route-of';
import { createPublicJobsService } from './public-jobs.service';

/** GET /api/jobs and /api/jobs/:id: no session needed; a valid one adds the viewer's own state. */
export const publicJobsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createPublicJobsService(app.uow, app.clock);
  const tags = ['jobs'];

  route(
    app,
    jobsEndpoints.search,
    {
      preHandler: app.optionalUser,
      config: app.publicRateLimit,
      schema: {
        tags,
        summary: 'Search open jobs',
        response: { 400: ErrorResponseSchema, 429: ErrorResponseSchema },
      },
    },
    async (request) => service.search(request.query, request.user),
  );

  route(
    app,
    jobsEndpoints.get,
    {
      preHandler: app.optionalUser,
      config: app.publicRateLimit,
      schema: {
        tags,
        summary: 'One job: open and listed, or yours, or any job for an admin',
        response: { 404: ErrorResponseSchema, 429: ErrorResponseSchema },
      },
    },
    async (request) => service.get(request.params.id, request.user),
  );
};
