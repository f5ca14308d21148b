import type { EmailOnlyRequest, MessageResponse } from '@skillora/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const forgotPassword = (body: EmailOnlyRequest) =>
  apiRequest<MessageResponse>('/api/auth/forgot-password', {
    method: 'POST',
    body,
    fallbackError: 'Could not send a reset code',
  });

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
