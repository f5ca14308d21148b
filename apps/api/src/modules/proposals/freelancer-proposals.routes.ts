import {
  EditProposalRequestSchema,
  EditProposalResponseSchema,
  GetMyProposalsRequestSchema,
  GetMyProposalsResponseSchema,
  SubmitProposalRequestSchema,
  SubmitProposalResponseSchema,
  UuidParamsSchema,
  WithdrawProposalResponseSchema,
} from '@skillora/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http-error';
import { viewer } from '../auth';
import { createFreelancerProposalsService } from './freelancer-proposals.service';

const errors = errorResponses(400, 401, 403, 404, 409);

/** A freelancer's proposals, under /api/freelancer; the role check runs before any validation. */
export const freelancerProposalsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('freelancer'));
  const service = createFreelancerProposalsService(app.uow);
  const tags = ['freelancer: proposals'];
  const params = UuidParamsSchema;

  app.post(
    '/jobs/:id/proposals',
    {
      schema: {
        tags,
        summary: 'Send a proposal to an open job (once per job)',
        params,
        body: SubmitProposalRequestSchema,
        response: { 201: SubmitProposalResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.submit(request.params.id, viewer(request).id, request.body)),
  );

  app.get(
    '/proposals',
    {
      schema: {
        tags,
        summary: 'My proposals, newest first, with their jobs',
        querystring: GetMyProposalsRequestSchema,
        response: { 200: GetMyProposalsResponseSchema, ...errors },
      },
    },
    async (request) => service.list(viewer(request).id, request.query),
  );

  app.put(
    '/proposals/:id',
    {
      schema: {
        tags,
        summary: 'Edit my proposal while the job is open',
        params,
        body: EditProposalRequestSchema,
        response: { 200: EditProposalResponseSchema, ...errors },
      },
    },
    async (request) => service.edit(request.params.id, viewer(request).id, request.body),
  );

  app.post(
    '/proposals/:id/withdraw',
    {
      schema: {
        tags,
        summary: 'Withdraw my proposal while the job is open (final)',
        params,
        response: { 200: WithdrawProposalResponseSchema, ...errors },
      },
    },
    async (request) => service.withdraw(request.params.id, viewer(request).id),
  );
};
