import type { MessageResponse, VerifyOtpRequest } from '@skillora/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const verifyOtp = (body: VerifyOtpRequest) =>
  apiRequest<MessageResponse>('/api/auth/verify-otp', {
    method: 'POST',
    body,
    fallbackError: 'OTP verification failed',
  });

export const useVerifyOtp = () => useMutation({ mutationFn: verifyOtp });
