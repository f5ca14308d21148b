import { jobsEndpoints } from '@skillora/shared/endpoints/jobs';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';

/** One job in full: GET /api/jobs/:id answers an admin for any job (draft, closed, unlisted). */
export function useAdminJob(id: string) {
  return useQuery({
    // Not under the list's key: the list's cache updates map pages of rows, which this is not.
    queryKey: ['admin', 'job', id],
    queryFn: ({ signal }) =>
      callApi(jobsEndpoints.get, { params: { id }, fallbackError: 'Failed to load the job', signal }),
  });
}
