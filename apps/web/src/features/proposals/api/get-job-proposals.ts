import type { JobProposalSort } from '@skillora/shared';
import { proposalsEndpoints } from '@skillora/shared/endpoints/proposals';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { proposalsKeys } from './query-keys';

export type JobProposalsQuery = {
  page: number;
  status?: 'submitted' | 'shortlisted' | 'declined' | undefined;
  sort?: JobProposalSort | undefined;
  minRating?: number | undefined;
};

/** GET /api/client/jobs/:id/proposals: the proposals on one of my jobs, newest first unless sorted by reputation. */
export const getJobProposals = (jobId: string, params: JobProposalsQuery) =>
  callApi(proposalsEndpoints.ofJob, {
    params: { id: jobId },
    query: params,
    fallbackError: 'Failed to load the proposals',
  });

export function useJobProposals(jobId: string, params: JobProposalsQuery) {
  return useQuery({
    queryKey: proposalsKeys.ofJob(jobId, params),
    queryFn: () => getJobProposals(jobId, params),
    placeholderData: keepPreviousData,
  });
}
