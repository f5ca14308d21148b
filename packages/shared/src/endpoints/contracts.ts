import { UuidParamsSchema } from '../schemas/common';
import {
  ContractListQuerySchema,
  ContractListResponseSchema,
  ContractMilestoneParamsSchema,
  ContractParamsSchema,
  ContractResponseSchema,
  FundMilestoneRequestSchema,
  FundMilestoneResponseSchema,
  MilestoneResponseSchema,
  ProposeMilestoneRequestSchema,
  RequestChangesRequestSchema,
  SubmitWorkRequestSchema,
  TimelineResponseSchema,
} from '../schemas/contracts';
import { endpoint } from './endpoint';

/**
 * Contracts as either party (or an admin) sees them. The list is `/api/contracts/` (with the
 * slash, as the OpenAPI document has always named it; `/api/contracts` is served too).
 */
export const contractsEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/contracts/',
    query: ContractListQuerySchema,
    response: ContractListResponseSchema,
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/contracts/:id',
    params: UuidParamsSchema,
    response: ContractResponseSchema,
  }),
  end: endpoint({
    method: 'POST',
    path: '/api/contracts/:id/end',
    params: UuidParamsSchema,
    response: ContractResponseSchema,
  }),
  timeline: endpoint({
    method: 'GET',
    path: '/api/contracts/:id/timeline',
    params: UuidParamsSchema,
    response: TimelineResponseSchema,
  }),
};

const milestone = (move: string) => `/api/contracts/:id/milestones/:milestoneId/${move}` as const;
const params = ContractMilestoneParamsSchema;
const response = MilestoneResponseSchema;

/** A milestone's moves; each checks the viewer's side of the contract. */
export const milestonesEndpoints = {
  propose: endpoint({
    method: 'POST',
    path: '/api/contracts/:id/milestones',
    status: 201,
    params: ContractParamsSchema,
    body: ProposeMilestoneRequestSchema,
    response,
  }),
  accept: endpoint({ method: 'POST', path: milestone('accept'), params, response }),
  decline: endpoint({ method: 'POST', path: milestone('decline'), params, response }),
  fund: endpoint({
    method: 'POST',
    path: milestone('fund'),
    params,
    body: FundMilestoneRequestSchema,
    response: FundMilestoneResponseSchema,
  }),
  submit: endpoint({
    method: 'POST',
    path: milestone('submit'),
    params,
    body: SubmitWorkRequestSchema,
    response,
  }),
  cancel: endpoint({ method: 'POST', path: milestone('cancel'), params, response }),
  'request-changes': endpoint({
    method: 'POST',
    path: milestone('request-changes'),
    params,
    body: RequestChangesRequestSchema,
    response,
  }),
  refund: endpoint({ method: 'POST', path: milestone('refund'), params, response }),
  approve: endpoint({ method: 'POST', path: milestone('approve'), params, response }),
};
