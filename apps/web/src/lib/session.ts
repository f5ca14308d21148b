import type { SessionUser } from '@skillora/shared';
import { authEndpoints } from '@skillora/shared/endpoints/auth';
import { useQuery } from '@tanstack/react-query';
import { ApiError, callApi } from './api-client';

export const meQueryKey = ['auth', 'me'] as const;

/** Who is signed in, or null. The session lives in an httpOnly cookie; this asks the server. */
export async function getMe(): Promise<SessionUser | null> {
  try {
    const { user } = await callApi(authEndpoints.me, { fallbackError: 'Failed to load session' });
    return user;
  } catch (err) {
    if (err instanceof ApiError && (err.status === 401 || err.status === 403)) return null;
    throw err;
  }
}

/** The signed-in user, app-wide state every area reads (ARCHITECTURE: the session lives in lib/). */
export function useSession() {
  const query = useQuery({ queryKey: meQueryKey, queryFn: getMe, staleTime: 60_000, retry: 1 });
  return { user: query.data ?? null, isLoading: query.isPending };
}
