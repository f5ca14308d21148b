import { jobsEndpoints } from '@skillora/shared/endpoints/jobs';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { jobsKeys } from './query-keys';

/** GET /api/freelancer/saved-jobs: most recently saved first. */
export const getSavedJobs = (page: number) =>
  callApi(jobsEndpoints.listSaved, { query: { page }, fallbackError: 'Failed to load your saved jobs' });

export function useSavedJobs(page: number) {
  return useQuery({
    queryKey: jobsKeys.saved({ page }),
    queryFn: () => getSavedJobs(page),
    placeholderData: keepPreviousData,
  });
}
