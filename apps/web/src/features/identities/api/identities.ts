import type {
  LinkIdentityRequest,
  ListIdentitiesResponse,
  OidcStartResponse,
  SetPasswordRequest,
} from '@skillora/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, retryUnlessClientError } from '../../../lib/api-client';

const identitiesKey = ['me', 'identities'] as const;

export function useIdentities() {
  return useQuery({
    queryKey: identitiesKey,
    queryFn: () =>
      apiRequest<ListIdentitiesResponse>('/api/me/identities', {
        fallbackError: 'Could not load your sign-in methods',
      }),
    retry: retryUnlessClientError,
  });
}

/** Starts linking: the server prepares the flow, the browser goes to the provider and comes back. */
export const useLinkIdentity = () =>
  useMutation({
    mutationFn: (body: LinkIdentityRequest) =>
      apiRequest<OidcStartResponse>('/api/me/identities/link', {
        method: 'POST',
        body,
        fallbackError: 'Google sign-in is not available right now. Please try again later.',
      }),
    onSuccess: ({ url }) => window.location.assign(url),
  });

export function useUnlinkIdentity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<{ message: string }>(`/api/me/identities/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        fallbackError: 'Could not remove this sign-in method',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: identitiesKey }),
  });
}

export function useSetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetPasswordRequest) =>
      apiRequest<{ message: string }>('/api/me/password', {
        method: 'POST',
        body,
        fallbackError: 'Could not set your password',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: identitiesKey }),
  });
}
