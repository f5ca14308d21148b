import { ErrorResponseSchema } from '@skillora/shared';
import { talentEndpoints } from '@skillora/shared/endpoints/talent';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { encodeOnce } from '../../lib/encode-once';
import { route } from '../../lib/route-of';
import { createTalentSearchService } from './talent-search.service';

/** GET /api/freelancers: Find Talent, public and rate-limited like the job search. */
export const talentSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createTalentSearchService(app.uow.read.talentSearch, {
    cacheMs: app.config.SEARCH_CACHE_MS,
    clock: app.clock,
    generation: app.uow.commits,
  });
  // One answer serves every request its cache entry does (ADR 043): encoded once.
  const send = encodeOnce(talentEndpoints.search.response);

  route(
    app,
    talentEndpoints.search,
    {
      config: app.publicRateLimit,
      schema: {
        tags: ['talent'],
        summary: 'Search freelancers with a complete profile',
        response: { 400: ErrorResponseSchema, 429: ErrorResponseSchema },
      },
    },
    async (request, reply) => send(reply, await service.search(request.query)),
  );
};
