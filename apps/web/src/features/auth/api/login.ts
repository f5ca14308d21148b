import type { LoginRequest } from '@skillora/shared';
import { authEndpoints } from '@skillora/shared/endpoints/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/session';

export const login = (body: LoginRequest) =>
  callApi(authEndpoints.login, { body, fallbackError: 'Login failed' });

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (data) => {
      queryClient.setQueryData(meQueryKey, { ...data.user, role: data.role });
    },
  });
}
