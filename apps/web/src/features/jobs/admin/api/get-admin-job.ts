import type { GetJobResponse } from '@skillora/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';

/** One job in full: GET /api/jobs/:id answers an admin for any job (draft, closed, unlisted). */
export function useAdminJob(id: string) {
  return useQuery({
    // Not under the list's key: the list's cache updates map pages of rows, which this is not.
    queryKey: ['admin', 'job', id],
    queryFn: ({ signal }) =>
      apiRequest<GetJobResponse>(`/api/jobs/${id}`, { fallbackError: 'Failed to load the job', signal }),
  });
}
