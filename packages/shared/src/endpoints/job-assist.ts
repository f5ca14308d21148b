import {
  AssistJobRequestSchema,
  AssistJobResponseSchema,
  GetProposalHintsResponseSchema,
  MatchJobParamsSchema,
} from '../schemas/matching';
import { endpoint } from './endpoint';

/**
 * The job-post assistant and a proposal's hints (issue 29), apart from matching.ts: Find Work loads
 * that table, and its chunk is near its budget (ADR 036).
 */
export const jobAssistEndpoints = {
  assist: endpoint({
    method: 'POST',
    path: '/api/client/jobs/assist',
    body: AssistJobRequestSchema,
    response: AssistJobResponseSchema,
  }),
  proposalHints: endpoint({
    method: 'GET',
    path: '/api/freelancer/jobs/:id/proposal-hints',
    params: MatchJobParamsSchema,
    response: GetProposalHintsResponseSchema,
  }),
};
