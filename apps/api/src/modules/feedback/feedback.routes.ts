import { feedbackEndpoints } from '@skillora/shared/endpoints/feedback';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http-error';
import { route } from '../../lib/route-of';
import type { createFeedbackService } from './feedback.service';

type Service = ReturnType<typeof createFeedbackService>;

/**
 * Per address: a person writes a few messages an hour at most; more is a script filling the
 * admins' inbox.
 */
export const FEEDBACK_LIMIT = { max: 5, timeWindow: '1 hour' } as const;

/** POST /api/feedback: anyone (a session, if any, is remembered with the message). */
export const feedbackRoutes =
  (service: Service): FastifyPluginAsyncZod =>
  async (app) => {
    route(
      app,
      feedbackEndpoints.send,
      {
        preHandler: app.optionalUser,
        config: { rateLimit: FEEDBACK_LIMIT },
        schema: {
          tags: ['feedback'],
          summary: 'Send feedback to the team',
          response: errorResponses(400, 429),
        },
      },
      async (request, reply) => {
        reply.code(201);
        return service.send(request.body, request.user?.id ?? null);
      },
    );
  };

/** GET /api/admin/feedback (inside an admin scope): what was sent, newest first. */
export const adminFeedbackRoutes =
  (service: Service): FastifyPluginAsyncZod =>
  async (app) => {
    route(
      app,
      feedbackEndpoints.list,
      {
        schema: {
          tags: ['admin: feedback'],
          response: errorResponses(400, 401, 403),
        },
      },
      async (request) => service.list(request.query),
    );
  };
