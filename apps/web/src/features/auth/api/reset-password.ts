import type { MessageResponse, ResetPasswordRequest } from '@skillora/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const resetPassword = (body: ResetPasswordRequest) =>
  apiRequest<MessageResponse>('/api/auth/reset-password', {
    method: 'POST',
    body,
    fallbackError: 'Could not reset the password',
  });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
