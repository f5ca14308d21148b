import { jobAssistEndpoints } from '@skillora/shared/endpoints/job-assist';
import { matchingEndpoints } from '@skillora/shared/endpoints/matching';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http-error';
import { routesOf } from '../../lib/route-of';
import { viewer } from '../auth';
import { createMatchingService } from './matching.service';

const response = errorResponses(400, 401, 403, 404, 429);

/**
 * GET /api/client/jobs/{id}/suggestions: freelancers ranked for one of my jobs, with why;
 * POST /api/client/jobs/assist: suggestions for a job post.
 */
export const clientMatchingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('client'));
  const service = createMatchingService(app.uow);
  const serve = routesOf(app, { tags: ['client: matching'], response });

  serve(
    matchingEndpoints.suggestions,
    'Freelancers suggested for one of my jobs, best first, with why',
    async (request) => service.suggestionsFor(viewer(request).id, request.params.id),
  );

  serve(
    jobAssistEndpoints.assist,
    'Suggest a title, category, skills and budget range for a job post from one line (nothing is saved)',
    async (request) => service.assist(request.body.description),
  );
};

/** GET /api/freelancer/best-matches: open jobs ranked for my profile, with why. */
export const freelancerMatchingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('freelancer'));
  const service = createMatchingService(app.uow);
  const serve = routesOf(app, { tags: ['freelancer: matching'], response });

  serve(matchingEndpoints.bestMatches, 'Open jobs that best match my profile, with why', async (request) =>
    service.bestMatchesFor(viewer(request).id, request.query),
  );

  serve(
    jobAssistEndpoints.proposalHints,
    "Beside my proposal: the job's skills my profile shows, and the typical bid range on similar jobs",
    async (request) => service.proposalHintsFor(viewer(request).id, request.params.id),
  );
};
