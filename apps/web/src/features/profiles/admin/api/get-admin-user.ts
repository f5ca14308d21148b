import type { AdminUserDetail } from '@skillora/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';

/** Not under the list's key: the list's cache updates map pages of rows, which this is not. */
export function useAdminUser(id: string) {
  return useQuery({
    queryKey: ['admin', 'user', id],
    queryFn: ({ signal }) =>
      apiRequest<{ data: AdminUserDetail }>(`/api/admin/users/${id}`, {
        fallbackError: 'Failed to load the user',
        signal,
      }),
  });
}
