import { passkeySignInEndpoints } from '@skillora/shared/endpoints/passkeys';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { assertPasskey } from '../../../lib/passkey-ceremony';
import { useSignedIn } from './login';

/**
 * Signing in with a passkey (ADR 032): alone, or with the `loginToken` of a password sign-in as its
 * second step. Options from the server, the browser's dialog, the server's check; answers as a login.
 */
export function usePasskeySignIn() {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: async (loginToken: string | undefined) => {
      const withToken = loginToken ? { loginToken } : {};
      const options = await callApi(passkeySignInEndpoints.options, {
        body: withToken,
        fallbackError: 'Could not start signing in with a passkey',
      });
      const response = await assertPasskey(options);
      return callApi(passkeySignInEndpoints.signIn, {
        body: { response, ...withToken },
        fallbackError: 'Login failed',
      });
    },
    onSuccess: signedIn,
  });
}
