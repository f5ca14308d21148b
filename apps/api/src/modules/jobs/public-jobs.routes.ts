import { ErrorResponseSchema } from '@skillora/shared';
import { jobsEndpoints } from '@skillora/shared/endpoints/jobs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { encodeOnce } from '../../lib/encode-once';
import { route } from '../../lib/route-of';
import { createPublicJobsService } from './public-jobs.service';

/** GET /api/jobs and /api/jobs/:id: no session needed; a valid one adds the viewer's own state. */
export const publicJobsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createPublicJobsService(app.uow, app.clock, app.config.SEARCH_CACHE_MS);
  const tags = ['jobs'];
  // A visitor's search answer is one object shared by every request its cache entry serves (ADR 043).
  const send = encodeOnce(jobsEndpoints.search.response);

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
    async (request, reply) => send(reply, await service.search(request.query, request.user)),
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
