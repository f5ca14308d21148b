import type { GetUsersRequest, GetUsersResponse } from '@skillora/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';

export const usersQueryKey = ['admin', 'users'] as const;

export function getUsers(params: GetUsersRequest, signal?: AbortSignal) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') query.set(key, String(value));
  }
  return apiRequest<GetUsersResponse>(`/api/admin/users?${query}`, {
    fallbackError: `Failed to load ${params.role}s`,
    signal,
  });
}

/** One server page; the previous page stays on screen while the next one loads. */
export function useUsers(params: GetUsersRequest) {
  return useQuery({
    queryKey: [...usersQueryKey, params],
    queryFn: ({ signal }) => getUsers(params, signal),
    placeholderData: keepPreviousData,
  });
}
