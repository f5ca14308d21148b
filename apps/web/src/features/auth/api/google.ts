import type {
  CompleteOidcSignupRequest,
  OidcPendingResponse,
  OidcStartResponse,
  Role,
} from '@skillora/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, retryUnlessClientError } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/session';
import { GOOGLE_NOT_AVAILABLE } from '../lib/oidc-messages';

/** 'Continue with Google' (issue 17): the server prepares the flow, the browser goes to the provider. */
export const startGoogle = () =>
  apiRequest<OidcStartResponse>('/api/auth/oidc/start', {
    method: 'POST',
    fallbackError: GOOGLE_NOT_AVAILABLE,
  });

export const useStartGoogle = () =>
  useMutation({ mutationFn: startGoogle, onSuccess: ({ url }) => window.location.assign(url) });

/** The new user the provider vouched for, waiting for their role choice. */
export function usePendingGoogleSignup() {
  return useQuery({
    queryKey: ['auth', 'oidc', 'pending'],
    queryFn: () =>
      apiRequest<OidcPendingResponse>('/api/auth/oidc/pending', {
        fallbackError: 'Could not load your Google sign-in',
      }),
    retry: retryUnlessClientError,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useCompleteGoogleSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CompleteOidcSignupRequest) =>
      apiRequest<{ role: Role }>('/api/auth/oidc/complete', {
        method: 'POST',
        body,
        fallbackError: 'Could not create your account',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
