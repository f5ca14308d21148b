import type { ActOnReportsRequest, ReportSubjectType } from '@skillora/shared';
import { ADMIN_PAGE_SIZE } from '@skillora/shared/constants';
import { adminReportsEndpoints } from '@skillora/shared/endpoints/reports';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';
import { reportsKeys } from '../../api/keys';

/** GET /api/admin/reports: open reports grouped by subject, waiting longest first. */
export const useReportQueue = (page: number) =>
  useQuery({
    queryKey: reportsKeys.queue(page),
    queryFn: ({ signal }) =>
      callApi(adminReportsEndpoints.queue, {
        query: { page, limit: ADMIN_PAGE_SIZE },
        fallbackError: 'Failed to load the reports',
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export type Decision = ActOnReportsRequest & { subjectType: ReportSubjectType; subjectId: string };

/** POST /api/admin/reports/:subjectType/:subjectId/actions: closes every open report on the subject. */
export function useActOnReports() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ subjectType, subjectId, ...body }: Decision) =>
      callApi(adminReportsEndpoints.act, {
        params: { subjectType, subjectId },
        body,
        fallbackError: 'Failed to act on the reports',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reportsKeys.all }),
  });
}
