import type { GetUsersResponse } from '@skillora/shared';
import { adminUsersEndpoints } from '@skillora/shared/endpoints/admin-users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';
import { dashboardQueryKey } from '../../../../lib/query-keys';
import { usersQueryKey } from './get-users';

/**
 * PUT …/block (with the reason the user is shown) or …/unblock: the two calls behind the
 * Block/Unblock switch. `reason` null unblocks.
 */
export const setUserBlocked = (id: string, reason: string | null) =>
  reason === null
    ? callApi(adminUsersEndpoints.unblock, { params: { id }, fallbackError: 'Failed to unblock user' })
    : callApi(adminUsersEndpoints.block, {
        params: { id },
        body: { reason },
        fallbackError: 'Failed to block user',
      });

export function useSetUserBlocked() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string | null }) => setUserBlocked(id, reason),
    onSuccess: ({ data }) => {
      // The row changes in every cached page that shows it; the order does not depend on status.
      queryClient.setQueriesData<GetUsersResponse>(
        { queryKey: usersQueryKey },
        (page) => page && { ...page, data: page.data.map((row) => (row.id === data.id ? data : row)) },
      );
      void queryClient.invalidateQueries({ queryKey: dashboardQueryKey });
    },
  });
}
