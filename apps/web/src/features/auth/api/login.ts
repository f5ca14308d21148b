import type { LoginRequest, LoginResponse } from '@skillora/shared';
import { authEndpoints } from '@skillora/shared/endpoints/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/session';

export const login = (body: LoginRequest) =>
  callApi(authEndpoints.login, { body, fallbackError: 'Login failed' });

/**
 * The signed-in user is known at once: the areas open without asking again. An admin's session says
 * one thing more, read from /api/auth/me just after: whether they must turn on two-step verification
 * first (ADR 031).
 */
export function useSignedIn() {
  const queryClient = useQueryClient();
  return (data: LoginResponse) => {
    queryClient.setQueryData(meQueryKey, { ...data.user, role: data.role });
    if (data.role === 'admin') void queryClient.invalidateQueries({ queryKey: meQueryKey });
  };
}

export function useLogin() {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: login,
    // With two-step verification on, the answer is the second step to take, not a session yet.
    onSuccess: (data) => {
      if ('user' in data) signedIn(data);
    },
  });
}
