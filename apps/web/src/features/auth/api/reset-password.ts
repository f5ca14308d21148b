import type { ResetPasswordRequest } from '@skillora/shared';
import { authEndpoints } from '@skillora/shared/endpoints/auth';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const resetPassword = (body: ResetPasswordRequest) =>
  callApi(authEndpoints.resetPassword, { body, fallbackError: 'Could not reset the password' });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
