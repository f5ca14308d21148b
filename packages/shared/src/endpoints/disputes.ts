import { ContractMilestoneParamsSchema } from '../schemas/contracts';
import {
  DisputeDecisionRequestSchema,
  DisputeListResponseSchema,
  DisputeParamsSchema,
  DisputeResponseRequestSchema,
  DisputeResponseSchema,
  OpenDisputeRequestSchema,
  ProposeSettlementRequestSchema,
  SettlementParamsSchema,
} from '../schemas/disputes';
import { TimesheetParamsSchema } from '../schemas/hourly';
import * as z from '../zod';
import { endpoint } from './endpoint';

const params = DisputeParamsSchema;

/** The client disputes chosen entries of an hourly week in review (issue 27, ADR 037). */
const DisputeEntriesRequestSchema = z.object({
  entryIds: z
    .array(z.uuid({ error: 'Choose entries of this week' }), { error: 'Choose the entries to dispute' })
    .min(1, 'Choose at least one entry')
    .max(500, 'Choose at most 500 entries'),
  reason: OpenDisputeRequestSchema.shape.reason,
  statement: OpenDisputeRequestSchema.shape.statement,
});
export type DisputeEntriesRequest = z.input<typeof DisputeEntriesRequestSchema>;
const response = DisputeResponseSchema;

/** A party's disputes (issue 25); each call checks the viewer's side. */
export const disputesEndpoints = {
  open: endpoint({
    method: 'POST',
    path: '/api/contracts/:id/milestones/:milestoneId/disputes',
    status: 201,
    params: ContractMilestoneParamsSchema,
    body: OpenDisputeRequestSchema,
    response,
  }),
  disputeEntries: endpoint({
    method: 'POST',
    path: '/api/contracts/:id/timesheets/:week/disputes',
    status: 201,
    params: TimesheetParamsSchema,
    body: DisputeEntriesRequestSchema,
    response,
  }),
  list: endpoint({ method: 'GET', path: '/api/disputes', response: DisputeListResponseSchema }),
  get: endpoint({ method: 'GET', path: '/api/disputes/:id', params, response }),
  respond: endpoint({
    method: 'POST',
    path: '/api/disputes/:id/responses',
    params,
    body: DisputeResponseRequestSchema,
    response,
  }),
  propose: endpoint({
    method: 'POST',
    path: '/api/disputes/:id/settlements',
    status: 201,
    params,
    body: ProposeSettlementRequestSchema,
    response,
  }),
  accept: endpoint({
    method: 'POST',
    path: '/api/disputes/:id/settlements/:settlementId/accept',
    params: SettlementParamsSchema,
    response,
  }),
  /** Evidence: multipart/form-data with up to MESSAGE_FILES_MAX `files` (the messages' rules). */
  addFiles: endpoint({
    method: 'POST',
    path: '/api/disputes/:id/files',
    status: 201,
    params,
    multipart: true,
    response,
  }),
  withdraw: endpoint({ method: 'POST', path: '/api/disputes/:id/withdraw', params, response }),
  mediation: endpoint({ method: 'POST', path: '/api/disputes/:id/mediation', params, response }),
};

/** The admins' side: disputes ordered by deadline, and the decision. */
export const adminDisputesEndpoints = {
  list: endpoint({ method: 'GET', path: '/api/admin/disputes', response: DisputeListResponseSchema }),
  get: endpoint({ method: 'GET', path: '/api/admin/disputes/:id', params, response }),
  decide: endpoint({
    method: 'POST',
    path: '/api/admin/disputes/:id/decision',
    params,
    body: DisputeDecisionRequestSchema,
    response,
  }),
};
