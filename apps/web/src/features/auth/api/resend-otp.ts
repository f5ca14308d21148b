import type { EmailOnlyRequest, MessageResponse } from '@skillora/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const resendOtp = (body: EmailOnlyRequest) =>
  apiRequest<MessageResponse>('/api/auth/resend-otp', {
    method: 'POST',
    body,
    fallbackError: 'Could not send a new code',
  });

export const useResendOtp = () => useMutation({ mutationFn: resendOtp });
