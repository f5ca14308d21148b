import type { VerifyOtpRequest } from '@skillora/shared';
import { authEndpoints } from '@skillora/shared/endpoints/auth';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const verifyOtp = (body: VerifyOtpRequest) =>
  callApi(authEndpoints.verifyOtp, { body, fallbackError: 'OTP verification failed' });

export const useVerifyOtp = () => useMutation({ mutationFn: verifyOtp });
