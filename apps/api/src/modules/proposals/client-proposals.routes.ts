import {
  DeclineProposalResponseSchema,
  GetJobProposalsRequestSchema,
  GetJobProposalsResponseSchema,
  ShortlistProposalResponseSchema,
  UuidParamsSchema,
} from '@skillora/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http-error';
import { viewer } from '../auth';
import { createClientProposalsService } from './client-proposals.service';

const errors = errorResponses(400, 401, 403, 404, 409);

/** The proposals on a client's own jobs, under /api/client; the role check runs before validation. */
export const clientProposalsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('client'));
  const service = createClientProposalsService(app.uow);
  const tags = ['client: proposals'];
  const params = UuidParamsSchema;

  app.get(
    '/jobs/:id/proposals',
    {
      schema: {
        tags,
        summary: 'The proposals on one of my jobs, newest first (withdrawn ones are left out)',
        params,
        querystring: GetJobProposalsRequestSchema,
        response: { 200: GetJobProposalsResponseSchema, ...errors },
      },
    },
    async (request) => service.list(request.params.id, viewer(request).id, request.query),
  );

  app.post(
    '/proposals/:id/shortlist',
    {
      schema: {
        tags,
        summary: 'Shortlist a proposal on one of my jobs',
        params,
        response: { 200: ShortlistProposalResponseSchema, ...errors },
      },
    },
    async (request) => service.shortlist(request.params.id, viewer(request).id),
  );

  app.post(
    '/proposals/:id/decline',
    {
      schema: {
        tags,
        summary: 'Decline a proposal on one of my jobs',
        params,
        response: { 200: DeclineProposalResponseSchema, ...errors },
      },
    },
    async (request) => service.decline(request.params.id, viewer(request).id),
  );
};
