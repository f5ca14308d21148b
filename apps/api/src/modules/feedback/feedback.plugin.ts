import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { adminScope } from '../auth';
import { adminFeedbackRoutes, feedbackRoutes } from './feedback.routes';
import { createFeedbackService } from './feedback.service';
import './repositories';

/** The Feedback page's messages: sent by anyone (rate limited), listed for admins. */
export const feedbackPlugin = fp(
  async (app: FastifyInstance) => {
    const service = createFeedbackService(app.uow);
    await app.register(feedbackRoutes(service), { prefix: '/api' });
    await app.register(adminScope(adminFeedbackRoutes(service)), { prefix: '/api/admin/feedback' });
  },
  { name: 'feedback', dependencies: ['session'] },
);
