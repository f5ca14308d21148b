import type { EmailOnlyRequest } from '@skillora/shared';
import { authEndpoints } from '@skillora/shared/endpoints/auth';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const resendOtp = (body: EmailOnlyRequest) =>
  callApi(authEndpoints.resendOtp, { body, fallbackError: 'Could not send a new code' });

export const useResendOtp = () => useMutation({ mutationFn: resendOtp });
