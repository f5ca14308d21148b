import { UuidParamsSchema } from '../schemas/common';
import { ContractResponseSchema, CreateOfferRequestSchema, OfferResponseSchema } from '../schemas/contracts';
import { CounterOfferRequestSchema, OfferRoundsResponseSchema } from '../schemas/offer-rounds';
import { endpoint } from './endpoint';

const params = UuidParamsSchema;

/** Negotiating an offer (issue 32, ADR 039): counters, the rounds, the client's answers, direct offers. */
export const offerRoundsEndpoints = {
  counter: endpoint({
    method: 'POST',
    path: '/api/offers/:id/counter',
    status: 201,
    params,
    body: CounterOfferRequestSchema,
    response: OfferResponseSchema,
  }),
  rounds: endpoint({
    method: 'GET',
    path: '/api/offers/:id/rounds',
    params,
    response: OfferRoundsResponseSchema,
  }),
  clientAccept: endpoint({
    method: 'POST',
    path: '/api/client/offers/:id/accept',
    status: 201,
    params,
    response: ContractResponseSchema,
  }),
  clientDecline: endpoint({
    method: 'POST',
    path: '/api/client/offers/:id/decline',
    params,
    response: OfferResponseSchema,
  }),
  direct: endpoint({
    method: 'POST',
    path: '/api/client/freelancers/:id/offers',
    status: 201,
    params,
    body: CreateOfferRequestSchema,
    response: OfferResponseSchema,
  }),
};
