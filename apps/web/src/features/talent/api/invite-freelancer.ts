import type { InviteFreelancerRequest } from '@skillora/shared';
import { jobsEndpoints } from '@skillora/shared/endpoints/jobs';
import { talentEndpoints } from '@skillora/shared/endpoints/talent';
import { useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { talentKeys } from './query-keys';

/** A client's open jobs, the ones an invitation can name (the first 50, newest first). */
export const getOpenJobs = () =>
  callApi(jobsEndpoints.listMine, {
    query: { status: 'open', limit: 50 },
    fallbackError: 'Failed to load your jobs',
  });

export function useOpenJobs(isEnabled: boolean) {
  return useQuery({ queryKey: talentKeys.openJobs(), queryFn: getOpenJobs, enabled: isEnabled });
}

/** POST /api/client/jobs/{jobId}/invitations. */
export const inviteFreelancer = (jobId: string, body: InviteFreelancerRequest) =>
  callApi(talentEndpoints.invite, {
    params: { jobId },
    body,
    fallbackError: 'Failed to send the invitation',
  });

export function useInviteFreelancer() {
  return useMutation({
    mutationFn: ({ jobId, body }: { jobId: string; body: InviteFreelancerRequest }) =>
      inviteFreelancer(jobId, body),
  });
}
