import { reportsEndpoints } from '@skillora/shared/endpoints/reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http-error';
import { route } from '../../lib/route-of';
import { viewer } from '../auth';
import type { createFileReport } from './file-report';
import type { createListMyReports } from './list-my-reports';

type Options = {
  file: ReturnType<typeof createFileReport>;
  listMine: ReturnType<typeof createListMyReports>;
};

/** Under /api/reports: any signed-in user reports what they meet and reads what became of it. */
export const reportsRoutes: FastifyPluginAsyncZod<Options> = async (app, { file, listMine }) => {
  app.addHook('onRequest', app.requireUser);
  const tags = ['reports'];

  route(
    app,
    reportsEndpoints.create,
    {
      schema: {
        tags,
        summary:
          'Report a user, a job, a message or a review you can see: one open report per subject, 5 an hour',
        response: errorResponses(400, 401, 403, 404, 409, 429),
      },
    },
    async (request, reply) => {
      reply.code(201);
      return file(viewer(request), request.body);
    },
  );

  route(
    app,
    reportsEndpoints.mine,
    {
      schema: {
        tags,
        summary: 'My reports, newest first, with what became of each',
        response: errorResponses(400, 401),
      },
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request) => listMine(viewer(request).id, request.query),
  );
};
