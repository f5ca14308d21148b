import { AssistJobRequestSchema, AssistJobResponseSchema } from '../schemas/matching';
import { endpoint } from './endpoint';

/**
 * The job-post assistant (issue 29), apart from matching.ts: Find Work loads that table, and its
 * chunk is at its budget (ADR 036).
 */
export const jobAssistEndpoints = {
  assist: endpoint({
    method: 'POST',
    path: '/api/client/jobs/assist',
    body: AssistJobRequestSchema,
    response: AssistJobResponseSchema,
  }),
};
