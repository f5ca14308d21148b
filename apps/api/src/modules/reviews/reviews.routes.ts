import { adminReviewsEndpoints, reviewsEndpoints } from '@skillora/shared/endpoints/reviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http-error';
import { perUserLimit } from '../../lib/per-user-limit';
import { routesOf } from '../../lib/route-of';
import { viewer } from '../auth';
import type { ReviewsService } from './reviews.service';

type Options = { service: ReviewsService };
const errors = errorResponses(400, 401, 403, 404, 409, 422, 429);
/** Reviews and replies are written by people, a few a day, like the disputes' writes. */
const WRITE_LIMIT = perUserLimit(60, '1 hour');
const write = { rateLimit: WRITE_LIMIT, idempotent: true } as const;

/** A party's reviews of a contract, the reply, and one's own reputation inputs (issue 26). */
export const reviewsRoutes: FastifyPluginAsyncZod<Options> = async (app, { service }) => {
  app.addHook('onRequest', app.requireUser);
  const serve = routesOf(app, { tags: ['reviews'], response: errors });

  serve(
    reviewsEndpoints.create,
    {
      summary: 'A party reviews the other, within 14 days of the end; blind until both are in',
      config: write,
    },
    async (request, reply) => {
      reply.code(201);
      return service.create(request.params.id, viewer(request), request.body);
    },
  );
  serve(reviewsEndpoints.ofContract, "The viewer's review, and the other's once revealed", async (request) =>
    service.ofContract(request.params.id, viewer(request)),
  );
  serve(
    reviewsEndpoints.reply,
    { summary: 'The reviewed person replies once, in public, after the reveal', config: write },
    async (request) => service.reply(request.params.id, viewer(request), request.body.reply),
  );
  serve(reviewsEndpoints.myReputation, 'My reputation score and every input of it', async (request) =>
    service.myReputation(viewer(request)),
  );
};

/** GET /api/freelancers/{id}/reviews and /api/clients/{id}/reviews: public and rate-limited, like the profiles. */
export const publicReviewsRoutes: FastifyPluginAsyncZod<Options> = async (app, { service }) => {
  const serve = routesOf(app, { tags: ['reviews'], response: errorResponses(400, 404, 429) });
  const config = app.publicRateLimit;

  serve(
    reviewsEndpoints.ofFreelancer,
    { summary: "A freelancer's revealed reviews with their reputation", config },
    async (request) => service.freelancerReviews(request.params.id, request.query),
  );
  serve(
    reviewsEndpoints.ofClient,
    { summary: "A client's revealed reviews with their reputation", config },
    async (request) => service.clientReviews(request.params.id, request.query),
  );
};

/** /api/admin/reviews: every review, and hiding one that breaks the rules. */
export const adminReviewsRoutes: FastifyPluginAsyncZod<Options> = async (app, { service }) => {
  const serve = routesOf(app, { tags: ['admin: reviews'], response: errors });

  serve(adminReviewsEndpoints.list, 'Every review, newest first, hidden ones included', async (request) =>
    service.adminList(request.query),
  );
  serve(
    adminReviewsEndpoints.hide,
    { summary: 'Hide a review that breaks the rules, with a reason both parties are told', config: write },
    async (request) => service.hide(request.params.id, viewer(request), request.body.reason),
  );
};
