import type { MessageResponse, RegisterRequest } from '@skillora/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const register = (body: RegisterRequest) =>
  apiRequest<MessageResponse>('/api/auth/register', {
    method: 'POST',
    body,
    fallbackError: 'Registration failed',
  });

export const useRegister = () => useMutation({ mutationFn: register });
