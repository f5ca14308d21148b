import type { EmailOnlyRequest } from '@skillora/shared';
import { authEndpoints } from '@skillora/shared/endpoints/auth';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const forgotPassword = (body: EmailOnlyRequest) =>
  callApi(authEndpoints.forgotPassword, { body, fallbackError: 'Could not send a reset code' });

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
