import { adminUsersEndpoints } from '@skillora/shared/endpoints/admin-users';
import type { QueryOf } from '@skillora/shared/endpoints/endpoint';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';

export const usersQueryKey = ['admin', 'users'] as const;

type UsersQuery = QueryOf<typeof adminUsersEndpoints.list>;

export function getUsers(params: UsersQuery, signal?: AbortSignal) {
  return callApi(adminUsersEndpoints.list, {
    query: params,
    fallbackError: `Failed to load ${params.role}s`,
    signal,
  });
}

/** One server page; the previous page stays on screen while the next one loads. */
export function useUsers(params: UsersQuery) {
  return useQuery({
    queryKey: [...usersQueryKey, params],
    queryFn: ({ signal }) => getUsers(params, signal),
    placeholderData: keepPreviousData,
  });
}
