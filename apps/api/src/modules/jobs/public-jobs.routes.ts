import {
  ErrorResponseSchema,
  GetJobResponseSchema,
  GetJobsRequestSchema,
  GetJobsResponseSchema,
  UuidParamsSchema,
} from '@skillora/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createPublicJobsService } from './public-jobs.service';

/** GET /api/jobs and /api/jobs/:id: no session needed; a valid one adds the viewer's own state. */
export const publicJobsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createPublicJobsService(app.uow);
  const tags = ['jobs'];

  app.get(
    '',
    {
      preHandler: app.optionalUser,
      config: app.publicRateLimit,
      schema: {
        tags,
        summary: 'Search open jobs',
        querystring: GetJobsRequestSchema,
        response: { 200: GetJobsResponseSchema, 400: ErrorResponseSchema, 429: ErrorResponseSchema },
      },
    },
    async (request) => service.search(request.query, request.user),
  );

  app.get(
    '/:id',
    {
      preHandler: app.optionalUser,
      config: app.publicRateLimit,
      schema: {
        tags,
        summary: 'One job: open and listed, or yours, or any job for an admin',
        params: UuidParamsSchema,
        response: { 200: GetJobResponseSchema, 404: ErrorResponseSchema, 429: ErrorResponseSchema },
      },
    },
    async (request) => service.get(request.params.id, request.user),
  );
};
