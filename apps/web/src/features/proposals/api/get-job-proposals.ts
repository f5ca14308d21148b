import type { GetJobProposalsResponse } from '@skillora/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/query-string';
import { proposalsKeys } from './query-keys';

type Params = { page: number; status?: 'submitted' | 'shortlisted' | 'declined' | undefined };

/** GET /api/client/jobs/:id/proposals: the proposals on one of my jobs, newest first. */
export const getJobProposals = (jobId: string, params: Params) =>
  apiRequest<GetJobProposalsResponse>(`/api/client/jobs/${jobId}/proposals${toQueryString(params)}`, {
    fallbackError: 'Failed to load the proposals',
  });

export function useJobProposals(jobId: string, params: Params) {
  return useQuery({
    queryKey: proposalsKeys.ofJob(jobId, params),
    queryFn: () => getJobProposals(jobId, params),
    placeholderData: keepPreviousData,
  });
}
