import { authEndpoints } from '@skillora/shared/endpoints/auth';
import { useMutation } from '@tanstack/react-query';
import { callApi } from './api-client';

export const logout = () => callApi(authEndpoints.logout, { fallbackError: 'Logout failed' });

/**
 * Signs out and goes to `redirectTo` ('/' or '/admin/login'), even if the call fails (the spec
 * only logs that). A full page load drops every cached answer of the signed-in user at once.
 */
export function useLogout(redirectTo: string) {
  return useMutation({
    mutationFn: logout,
    onError: (err) => console.error(err),
    onSettled: () => window.location.replace(redirectTo),
  });
}
