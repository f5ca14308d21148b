import type { RegisterRequest } from '@skillora/shared';
import { authEndpoints } from '@skillora/shared/endpoints/auth';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const register = (body: RegisterRequest) =>
  callApi(authEndpoints.register, { body, fallbackError: 'Registration failed' });

export const useRegister = () => useMutation({ mutationFn: register });
