import type { GetAdminJobsQuery, GetAdminJobsResponse } from '@skillora/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';

export const adminJobsQueryKey = ['admin', 'jobs'] as const;

export function getAdminJobs(params: GetAdminJobsQuery, signal?: AbortSignal) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') query.set(key, String(value));
  }
  return apiRequest<GetAdminJobsResponse>(`/api/admin/jobs?${query}`, {
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
