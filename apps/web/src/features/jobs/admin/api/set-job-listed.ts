import type { GetAdminJobsResponse } from '@skillora/shared';
import { adminJobsEndpoints } from '@skillora/shared/endpoints/admin-jobs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';
import { dashboardQueryKey } from '../../../admin';
import { adminJobsQueryKey } from './get-admin-jobs';

export const setJobListedFallback = (isListed: boolean) =>
  isListed ? 'Failed to list job' : 'Failed to unlist job';

/** PUT …/relist or …/unlist: the two calls behind the Listed switch. */
export const setJobListed = (id: string, isListed: boolean, reason?: string) =>
  isListed
    ? callApi(adminJobsEndpoints.relist, { params: { id }, fallbackError: setJobListedFallback(isListed) })
    : callApi(adminJobsEndpoints.unlist, {
        params: { id },
        // The reason, if any, is shown to the job's client.
        body: reason?.trim() ? { reason: reason.trim() } : undefined,
        fallbackError: setJobListedFallback(isListed),
      });

export function useSetJobListed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isListed, reason }: { id: string; isListed: boolean; reason?: string }) =>
      setJobListed(id, isListed, reason),
    onSuccess: ({ data }) => {
      // The row flips at once in every cached page that shows it; the refetch then drops it from a
      // page filtered by listing and corrects the totals.
      queryClient.setQueriesData<GetAdminJobsResponse>(
        { queryKey: adminJobsQueryKey },
        (page) => page && { ...page, data: page.data.map((row) => (row.id === data.id ? data : row)) },
      );
      void queryClient.invalidateQueries({ queryKey: adminJobsQueryKey });
      void queryClient.invalidateQueries({ queryKey: dashboardQueryKey });
    },
  });
}
