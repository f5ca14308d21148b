import { adminReportsEndpoints } from '@skillora/shared/endpoints/reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http-error';
import { ADMIN_WRITE_LIMIT } from '../../lib/per-user-limit';
import { route } from '../../lib/route-of';
import { viewer } from '../auth';
import type { createActOnReports } from './act-on-reports';
import type { createReadReportQueue } from './read-report-queue';

type Options = {
  queue: ReturnType<typeof createReadReportQueue>;
  act: ReturnType<typeof createActOnReports>;
};

/** Under /api/admin/reports (inside an admin scope): the moderation queue and acting on it (issue 30). */
export const adminReportsRoutes: FastifyPluginAsyncZod<Options> = async (app, { queue, act }) => {
  const tags = ['admin: moderation'];

  route(
    app,
    adminReportsEndpoints.queue,
    {
      schema: {
        tags,
        summary: 'Open reports grouped by subject, the one waiting longest first',
        response: errorResponses(400, 401, 403),
      },
    },
    async (request) => queue(request.query),
  );

  route(
    app,
    adminReportsEndpoints.act,
    {
      schema: {
        tags,
        summary:
          'Act on a reported subject (dismiss, warn its author, hide, unlist, suspend): closes its open reports and tells the reporters',
        response: errorResponses(400, 401, 403, 404, 409, 429),
      },
      config: { rateLimit: ADMIN_WRITE_LIMIT, idempotent: true },
    },
    async (request) =>
      act(request.params.subjectType, request.params.subjectId, viewer(request), request.body),
  );
};
