import type { LoginRequest, LoginResponse } from '@skillora/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/session';

export const login = (body: LoginRequest) =>
  apiRequest<LoginResponse>('/api/auth/login', { method: 'POST', body, fallbackError: 'Login failed' });

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (data) => {
      queryClient.setQueryData(meQueryKey, { ...data.user, role: data.role });
    },
  });
}
