import type { CreateReportRequest } from '@skillora/shared';
import { reportsEndpoints } from '@skillora/shared/endpoints/reports';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { reportsKeys } from './keys';

/** GET /api/reports: my reports, newest first, each with what became of it. */
export const useMyReports = (page: number) =>
  useQuery({
    queryKey: reportsKeys.mine(page),
    queryFn: ({ signal }) =>
      callApi(reportsEndpoints.mine, {
        query: { page },
        fallbackError: 'Failed to load your reports',
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** POST /api/reports. */
export function useFileReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateReportRequest) =>
      callApi(reportsEndpoints.create, { body, fallbackError: 'Failed to send the report' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportsKeys.all }),
  });
}
