import {
  ContractResponseSchema,
  CreateOfferRequestSchema,
  OfferListResponseSchema,
  OfferResponseSchema,
  UuidParamsSchema,
} from '@skillora/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http-error';
import { viewer } from '../auth';
import type { createOffersService } from './offers.service';

type Options = { service: ReturnType<typeof createOffersService> };
const errors = errorResponses(400, 401, 403, 404, 409, 422);
const params = UuidParamsSchema;

/** The client's side of offers, under /api/client. */
export const clientOffersRoutes: FastifyPluginAsyncZod<Options> = async (app, { service }) => {
  app.addHook('onRequest', app.requireRole('client'));
  const tags = ['client: offers'];

  app.post(
    '/proposals/:id/offer',
    {
      schema: {
        tags,
        summary: 'Hire: send an offer with milestones to the freelancer of a proposal on my job',
        params,
        body: CreateOfferRequestSchema,
        response: { 201: OfferResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.create(request.params.id, viewer(request).id, request.body)),
  );

  app.get(
    '/offers',
    {
      schema: {
        tags,
        summary: 'The offers I sent, newest first',
        response: { 200: OfferListResponseSchema, ...errors },
      },
    },
    async (request) => service.list({ clientId: viewer(request).id }),
  );

  app.post(
    '/offers/:id/withdraw',
    {
      schema: {
        tags,
        summary: 'Withdraw my offer while it waits',
        params,
        response: { 200: OfferResponseSchema, ...errors },
      },
    },
    async (request) => service.withdraw(request.params.id, viewer(request).id),
  );
};

/** The freelancer's side of offers, under /api/freelancer. */
export const freelancerOffersRoutes: FastifyPluginAsyncZod<Options> = async (app, { service }) => {
  app.addHook('onRequest', app.requireRole('freelancer'));
  const tags = ['freelancer: offers'];

  app.get(
    '/offers',
    {
      schema: {
        tags,
        summary: 'The offers sent to me, newest first',
        response: { 200: OfferListResponseSchema, ...errors },
      },
    },
    async (request) => service.list({ freelancerId: viewer(request).id }),
  );

  app.get(
    '/offers/:id',
    {
      schema: {
        tags,
        summary: 'One offer sent to me',
        params,
        response: { 200: OfferResponseSchema, ...errors },
      },
    },
    async (request) => service.get(request.params.id, { freelancerId: viewer(request).id }),
  );

  app.post(
    '/offers/:id/accept',
    {
      config: { idempotent: true },
      schema: {
        tags,
        summary: 'Accept an offer: the contract starts (Idempotency-Key accepted)',
        params,
        response: { 201: ContractResponseSchema, ...errors },
      },
    },
    async (request) => service.accept(request.params.id, viewer(request).id),
  );

  app.post(
    '/offers/:id/decline',
    {
      schema: {
        tags,
        summary: 'Decline an offer',
        params,
        response: { 200: OfferResponseSchema, ...errors },
      },
    },
    async (request) => service.decline(request.params.id, viewer(request).id),
  );
};
