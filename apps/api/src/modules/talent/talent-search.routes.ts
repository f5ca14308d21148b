import {
  ErrorResponseSchema,
  GetFreelancersRequestSchema,
  GetFreelancersResponseSchema,
} from '@skillora/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createTalentSearchService } from './talent-search.service';

/** GET /api/freelancers: Find Talent, public and rate-limited like the job search. */
export const talentSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createTalentSearchService(app.uow.read.talentSearch);

  app.get(
    '',
    {
      config: app.publicRateLimit,
      schema: {
        tags: ['talent'],
        summary: 'Search freelancers with a complete profile',
        querystring: GetFreelancersRequestSchema,
        response: { 200: GetFreelancersResponseSchema, 400: ErrorResponseSchema, 429: ErrorResponseSchema },
      },
    },
    async (request) => service.search(request.query),
  );
};
