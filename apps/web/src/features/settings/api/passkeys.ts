import type { AddPasskeyResponse } from '@skillora/shared';
import { passkeyEndpoints } from '@skillora/shared/endpoints/passkeys';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, retryUnlessClientError } from '../../../lib/api-client';
import { createPasskey } from '../../../lib/passkey-ceremony';
import { meQueryKey } from '../../../lib/session';
import { twoFactorKey } from './two-factor';

export const passkeysKey = ['me', 'passkeys'] as const;

export const usePasskeys = () =>
  useQuery({
    queryKey: passkeysKey,
    queryFn: ({ signal }) =>
      callApi(passkeyEndpoints.list, { signal, fallbackError: 'Could not load your passkeys' }),
    retry: retryUnlessClientError,
  });

/** The list, the two-step status (a passkey is a second factor) and the session (an admin's gate). */
function useReload() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [passkeysKey, twoFactorKey, meQueryKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
}

/** Options from the server, the browser's ceremony, the server's check. `onAdded` runs before the reload. */
export function useAddPasskey(onAdded: (result: AddPasskeyResponse) => void) {
  const reload = useReload();
  return useMutation({
    mutationFn: async (name: string) => {
      const options = await callApi(passkeyEndpoints.registrationOptions, {
        fallbackError: 'Could not start adding a passkey',
      });
      const response = await createPasskey(options);
      return callApi(passkeyEndpoints.add, {
        body: { response, ...(name.trim() ? { name: name.trim() } : {}) },
        fallbackError: 'Could not add the passkey',
      });
    },
    onSuccess: (data) => {
      onAdded(data);
      return reload();
    },
  });
}

export function useRemovePasskey() {
  const reload = useReload();
  return useMutation({
    mutationFn: (id: string) =>
      callApi(passkeyEndpoints.remove, { params: { id }, fallbackError: 'Could not remove the passkey' }),
    onSuccess: () => reload(),
  });
}
