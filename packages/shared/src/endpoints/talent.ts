import {
  GetFreelancersRequestSchema,
  GetFreelancersResponseSchema,
  GetInvitationsRequestSchema,
  GetInvitationsResponseSchema,
  InviteFreelancerRequestSchema,
  InviteFreelancerResponseSchema,
  JobInvitationParamsSchema,
} from '../schemas/talent';
import { endpoint } from './endpoint';

/** Find Talent, and the invitations a client sends to their open jobs. */
export const talentEndpoints = {
  search: endpoint({
    method: 'GET',
    path: '/api/freelancers',
    query: GetFreelancersRequestSchema,
    response: GetFreelancersResponseSchema,
  }),
  invite: endpoint({
    method: 'POST',
    path: '/api/client/jobs/:jobId/invitations',
    status: 201,
    params: JobInvitationParamsSchema,
    body: InviteFreelancerRequestSchema,
    response: InviteFreelancerResponseSchema,
  }),
  invitations: endpoint({
    method: 'GET',
    path: '/api/freelancer/invitations',
    query: GetInvitationsRequestSchema,
    response: GetInvitationsResponseSchema,
  }),
};
