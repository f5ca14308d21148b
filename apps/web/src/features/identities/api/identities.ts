import type { LinkIdentityRequest, SetPasswordRequest } from '@skillora/shared';
import { identitiesEndpoints } from '@skillora/shared/endpoints/identities';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, retryUnlessClientError } from '../../../lib/api-client';

const identitiesKey = ['me', 'identities'] as const;

export function useIdentities() {
  return useQuery({
    queryKey: identitiesKey,
    queryFn: () =>
      callApi(identitiesEndpoints.list, { fallbackError: 'Could not load your sign-in methods' }),
    retry: retryUnlessClientError,
  });
}

/** Starts linking: the server prepares the flow, the browser goes to the provider and comes back. */
export const useLinkIdentity = () =>
  useMutation({
    mutationFn: (body: LinkIdentityRequest) =>
      callApi(identitiesEndpoints.link, {
        body,
        fallbackError: 'Google sign-in is not available right now. Please try again later.',
      }),
    onSuccess: ({ url }) => window.location.assign(url),
  });

export function useUnlinkIdentity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      callApi(identitiesEndpoints.unlink, {
        params: { id },
        fallbackError: 'Could not remove this sign-in method',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: identitiesKey }),
  });
}

export function useSetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetPasswordRequest) =>
      callApi(identitiesEndpoints.setPassword, {
        body,
        fallbackError: 'Could not set your password',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: identitiesKey }),
  });
}
