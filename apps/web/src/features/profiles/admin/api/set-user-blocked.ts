import type { GetUsersResponse } from '@skillora/shared';
import { adminUsersEndpoints } from '@skillora/shared/endpoints/admin-users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';
import { dashboardQueryKey } from '../../../admin';
import { usersQueryKey } from './get-users';

/** PUT …/block or …/unblock: the two calls behind the Block/Unblock switch. */
export const setUserBlocked = (id: string, isBlocked: boolean) =>
  callApi(isBlocked ? adminUsersEndpoints.block : adminUsersEndpoints.unblock, {
    params: { id },
    fallbackError: isBlocked ? 'Failed to block user' : 'Failed to unblock user',
  });

export function useSetUserBlocked() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isBlocked }: { id: string; isBlocked: boolean }) => setUserBlocked(id, isBlocked),
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
