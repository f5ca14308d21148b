import type { GetAdminJobsQuery } from '@skillora/shared';
import { adminJobsEndpoints } from '@skillora/shared/endpoints/admin-jobs';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';

export const adminJobsQueryKey = ['admin', 'jobs'] as const;

export function getAdminJobs(params: GetAdminJobsQuery, signal?: AbortSignal) {
  return callApi(adminJobsEndpoints.list, {
    query: params,
    fallbackError: 'Failed to load jobs',
    signal,
  });
}

/** One server page of every job; the previous page stays on screen while the next one loads. */
export function useAdminJobs(params: GetAdminJobsQuery) {
  return useQuery({
    queryKey: [...adminJobsQueryKey, params],
    queryFn: ({ signal }) => getAdminJobs(params, signal),
    placeholderData: keepPreviousData,
  });
}
