import type { GetSavedJobsResponse } from '@skillora/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/query-string';
import { jobsKeys } from './query-keys';

/** GET /api/freelancer/saved-jobs: most recently saved first. */
export const getSavedJobs = (page: number) =>
  apiRequest<GetSavedJobsResponse>(`/api/freelancer/saved-jobs${toQueryString({ page })}`, {
    fallbackError: 'Failed to load your saved jobs',
  });

export function useSavedJobs(page: number) {
  return useQuery({
    queryKey: jobsKeys.saved({ page }),
    queryFn: () => getSavedJobs(page),
    placeholderData: keepPreviousData,
  });
}
