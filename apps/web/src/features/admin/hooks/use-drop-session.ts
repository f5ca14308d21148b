import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { meQueryKey } from '../../../lib/session';
import { logout } from '../../../lib/sign-out';

/** Signs out a non-admin who used the admin login, and forgets them in the cache too. */
export function useDropSession() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    try {
      await logout();
    } catch (err) {
      // The spec only logs a failed logout.
      console.error(err);
    }
    queryClient.setQueryData(meQueryKey, null);
  }, [queryClient]);
}
