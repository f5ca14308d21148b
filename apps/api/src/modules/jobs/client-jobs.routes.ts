import { jobsEndpoints } from '@skillora/shared/endpoints/jobs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http-error';
import { route } from '../../lib/route-of';
import { viewer } from '../auth';
import { createClientJobsService } from './client-jobs.service';

const errors = errorResponses(400, 401, 403, 404, 409);

/**
 * A client's own jobs, at /api/client/jobs. The role check is one onRequest hook for the scope (as
 * in the admin scope), so it runs before the body is validated and no route can forget it.
 */
export const clientJobsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('client'));
  const service = createClientJobsService(app.uow, app.clock);
  const tags = ['client: jobs'];

  route(
    app,
    jobsEndpoints.create,
    {
      schema: {
        tags,
        summary: 'Post a job: a draft, or published at once with `publish: true`',
        response: errors,
      },
    },
    async (request, reply) => reply.code(201).send(await service.create(viewer(request).id, request.body)),
  );

  route(
    app,
    jobsEndpoints.listMine,
    {
      schema: {
        tags,
        summary: 'My jobs, newest first',
        response: errors,
      },
    },
    async (request) => service.list(viewer(request).id, request.query),
  );

  route(
    app,
    jobsEndpoints.getMine,
    {
      schema: {
        tags,
        summary: 'One of my jobs',
        response: errors,
      },
    },
    async (request) => service.get(request.params.id, viewer(request).id),
  );

  route(
    app,
    jobsEndpoints.edit,
    {
      schema: {
        tags,
        summary: 'Edit one of my jobs (a draft or an open job)',
        response: errors,
      },
    },
    async (request) => service.edit(request.params.id, viewer(request).id, request.body),
  );

  // Status changes are POSTs: each is a one-way step that answers 409 when repeated.
  route(
    app,
    jobsEndpoints.publish,
    {
      schema: {
        tags,
        summary: 'Publish a draft',
        response: errors,
      },
    },
    async (request) => service.publish(request.params.id, viewer(request).id),
  );

  route(
    app,
    jobsEndpoints.close,
    {
      schema: {
        tags,
        summary: 'Close an open job',
        response: errors,
      },
    },
    async (request) => service.close(request.params.id, viewer(request).id),
  );

  route(
    app,
    jobsEndpoints.reopen,
    {
      schema: {
        tags,
        summary: 'Reopen a closed job',
        response: errors,
      },
    },
    async (request) => service.reopen(request.params.id, viewer(request).id),
  );
};
