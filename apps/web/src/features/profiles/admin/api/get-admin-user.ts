import { adminUsersEndpoints } from '@skillora/shared/endpoints/admin-users';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';

/** Not under the list's key: the list's cache updates map pages of rows, which this is not. */
export function useAdminUser(id: string) {
  return useQuery({
    queryKey: ['admin', 'user', id],
    queryFn: ({ signal }) =>
      callApi(adminUsersEndpoints.get, {
        params: { id },
        fallbackError: 'Failed to load the user',
        signal,
      }),
  });
}
