import { authEndpoints } from '@skillora/shared/endpoints/auth';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** The link of a new-device mail (ADR 033): ends every session of the account, this browser's too. */
export const useSignOutEverywhere = () =>
  useMutation({
    mutationFn: (token: string) =>
      callApi(authEndpoints.signOutEverywhere, {
        body: { token },
        fallbackError: 'Failed to sign out everywhere',
      }),
  });
