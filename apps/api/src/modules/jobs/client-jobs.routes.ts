import {
  CloseJobResponseSchema,
  CreateJobRequestSchema,
  CreateJobResponseSchema,
  EditJobRequestSchema,
  EditJobResponseSchema,
  GetMyJobResponseSchema,
  GetMyJobsRequestSchema,
  GetMyJobsResponseSchema,
  PublishJobResponseSchema,
  ReopenJobResponseSchema,
  UuidParamsSchema,
} from '@skillora/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http-error';
import { viewer } from '../auth';
import { createClientJobsService } from './client-jobs.service';

const errors = errorResponses(400, 401, 403, 404, 409);

/**
 * A client's own jobs, at /api/client/jobs. The role check is one onRequest hook for the scope (as
 * in the admin scope), so it runs before the body is validated and no route can forget it.
 */
export const clientJobsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('client'));
  const service = createClientJobsService(app.uow);
  const tags = ['client: jobs'];
  const params = UuidParamsSchema;

  app.post(
    '',
    {
      schema: {
        tags,
        summary: 'Post a job: a draft, or published at once with `publish: true`',
        body: CreateJobRequestSchema,
        response: { 201: CreateJobResponseSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await service.create(viewer(request).id, request.body)),
  );

  app.get(
    '',
    {
      schema: {
        tags,
        summary: 'My jobs, newest first',
        querystring: GetMyJobsRequestSchema,
        response: { 200: GetMyJobsResponseSchema, ...errors },
      },
    },
    async (request) => service.list(viewer(request).id, request.query),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'One of my jobs',
        params,
        response: { 200: GetMyJobResponseSchema, ...errors },
      },
    },
    async (request) => service.get(request.params.id, viewer(request).id),
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Edit one of my jobs (a draft or an open job)',
        params,
        body: EditJobRequestSchema,
        response: { 200: EditJobResponseSchema, ...errors },
      },
    },
    async (request) => service.edit(request.params.id, viewer(request).id, request.body),
  );

  // Status changes are POSTs: each is a one-way step that answers 409 when repeated.
  app.post(
    '/:id/publish',
    {
      schema: {
        tags,
        summary: 'Publish a draft',
        params,
        response: { 200: PublishJobResponseSchema, ...errors },
      },
    },
    async (request) => service.publish(request.params.id, viewer(request).id),
  );

  app.post(
    '/:id/close',
    {
      schema: {
        tags,
        summary: 'Close an open job',
        params,
        response: { 200: CloseJobResponseSchema, ...errors },
      },
    },
    async (request) => service.close(request.params.id, viewer(request).id),
  );

  app.post(
    '/:id/reopen',
    {
      schema: {
        tags,
        summary: 'Reopen a closed job',
        params,
        response: { 200: ReopenJobResponseSchema, ...errors },
      },
    },
    async (request) => service.reopen(request.params.id, viewer(request).id),
  );
};
