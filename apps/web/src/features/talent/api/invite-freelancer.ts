import type { GetMyJobsResponse, InviteFreelancerRequest, InviteFreelancerResponse } from '@skillora/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { talentKeys } from './query-keys';

/** A client's open jobs, the ones an invitation can name (the first 50, newest first). */
export const getOpenJobs = () =>
  apiRequest<GetMyJobsResponse>('/api/client/jobs?status=open&limit=50', {
    fallbackError: 'Failed to load your jobs',
  });

export function useOpenJobs(isEnabled: boolean) {
  return useQuery({ queryKey: talentKeys.openJobs(), queryFn: getOpenJobs, enabled: isEnabled });
}

/** POST /api/client/jobs/{jobId}/invitations. */
export const inviteFreelancer = (jobId: string, body: InviteFreelancerRequest) =>
  apiRequest<InviteFreelancerResponse>(`/api/client/jobs/${jobId}/invitations`, {
    method: 'POST',
    body,
    fallbackError: 'Failed to send the invitation',
  });

export function useInviteFreelancer() {
  return useMutation({
    mutationFn: ({ jobId, body }: { jobId: string; body: InviteFreelancerRequest }) =>
      inviteFreelancer(jobId, body),
  });
}
