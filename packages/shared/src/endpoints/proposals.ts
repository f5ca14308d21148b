import { UuidParamsSchema } from '../schemas/common';
import {
  DeclineProposalResponseSchema,
  EditProposalRequestSchema,
  EditProposalResponseSchema,
  GetJobProposalsRequestSchema,
  GetJobProposalsResponseSchema,
  GetMyProposalsRequestSchema,
  GetMyProposalsResponseSchema,
  ShortlistProposalResponseSchema,
  SubmitProposalRequestSchema,
  SubmitProposalResponseSchema,
  WithdrawProposalResponseSchema,
} from '../schemas/proposals';
import { endpoint } from './endpoint';

const params = UuidParamsSchema;

/** Proposals: the client reviews those on their jobs; the freelancer sends and manages theirs. */
export const proposalsEndpoints = {
  ofJob: endpoint({
    method: 'GET',
    path: '/api/client/jobs/:id/proposals',
    params,
    query: GetJobProposalsRequestSchema,
    response: GetJobProposalsResponseSchema,
  }),
  shortlist: endpoint({
    method: 'POST',
    path: '/api/client/proposals/:id/shortlist',
    params,
    response: ShortlistProposalResponseSchema,
  }),
  decline: endpoint({
    method: 'POST',
    path: '/api/client/proposals/:id/decline',
    params,
    response: DeclineProposalResponseSchema,
  }),

  submit: endpoint({
    method: 'POST',
    path: '/api/freelancer/jobs/:id/proposals',
    status: 201,
    params,
    body: SubmitProposalRequestSchema,
    response: SubmitProposalResponseSchema,
  }),
  listMine: endpoint({
    method: 'GET',
    path: '/api/freelancer/proposals',
    query: GetMyProposalsRequestSchema,
    response: GetMyProposalsResponseSchema,
  }),
  edit: endpoint({
    method: 'PUT',
    path: '/api/freelancer/proposals/:id',
    params,
    body: EditProposalRequestSchema,
    response: EditProposalResponseSchema,
  }),
  withdraw: endpoint({
    method: 'POST',
    path: '/api/freelancer/proposals/:id/withdraw',
    params,
    response: WithdrawProposalResponseSchema,
  }),
};
