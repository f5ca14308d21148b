import type { SecondFactorLoginRequest } from '@skillora/shared';
import { authEndpoints } from '@skillora/shared/endpoints/auth';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useSignedIn } from './login';

/** The second step of a login with two-step verification on (ADR 031); /login only, so a file of its own. */
export function useLoginSecondFactor() {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: (body: SecondFactorLoginRequest) =>
      callApi(authEndpoints.loginSecondFactor, { body, fallbackError: 'Login failed' }),
    onSuccess: signedIn,
  });
}
