import { UuidParamsSchema } from '../schemas/common';
import {
  ContractResponseSchema,
  CreateOfferRequestSchema,
  OfferListResponseSchema,
  OfferResponseSchema,
} from '../schemas/contracts';
import { endpoint } from './endpoint';

const params = UuidParamsSchema;

/** Hiring: the client's offers from proposals, and the freelancer's answers (a contract starts). */
export const offersEndpoints = {
  create: endpoint({
    method: 'POST',
    path: '/api/client/proposals/:id/offer',
    status: 201,
    params,
    body: CreateOfferRequestSchema,
    response: OfferResponseSchema,
  }),
  listSent: endpoint({ method: 'GET', path: '/api/client/offers', response: OfferListResponseSchema }),
  withdraw: endpoint({
    method: 'POST',
    path: '/api/client/offers/:id/withdraw',
    params,
    response: OfferResponseSchema,
  }),

  listReceived: endpoint({
    method: 'GET',
    path: '/api/freelancer/offers',
    response: OfferListResponseSchema,
  }),
  get: endpoint({ method: 'GET', path: '/api/freelancer/offers/:id', params, response: OfferResponseSchema }),
  accept: endpoint({
    method: 'POST',
    path: '/api/freelancer/offers/:id/accept',
    status: 201,
    params,
    response: ContractResponseSchema,
  }),
  decline: endpoint({
    method: 'POST',
    path: '/api/freelancer/offers/:id/decline',
    params,
    response: OfferResponseSchema,
  }),
};
