import type { CompleteOidcSignupRequest } from '@skillora/shared';
import { identitiesEndpoints } from '@skillora/shared/endpoints/identities';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, retryUnlessClientError } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/session';
import { GOOGLE_NOT_AVAILABLE } from '../lib/oidc-messages';

/** 'Continue with Google' (issue 17): the server prepares the flow, the browser goes to the provider. */
export const startGoogle = () =>
  callApi(identitiesEndpoints.startGoogle, { fallbackError: GOOGLE_NOT_AVAILABLE });

export const useStartGoogle = () =>
  useMutation({ mutationFn: startGoogle, onSuccess: ({ url }) => window.location.assign(url) });

/** The new user the provider vouched for, waiting for their role choice. */
export function usePendingGoogleSignup() {
  return useQuery({
    queryKey: ['auth', 'oidc', 'pending'],
    queryFn: () =>
      callApi(identitiesEndpoints.pendingGoogleSignup, {
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
      callApi(identitiesEndpoints.completeGoogleSignup, {
        body,
        fallbackError: 'Could not create your account',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}

/**
 * What a refused Google sign-in has to say beyond its outcome (a block's reason, issue 30), read
 * once from the server: asked only when the outcome is one that has more to say.
 */
export function useGoogleNotice(enabled: boolean) {
  return useQuery({
    queryKey: ['auth', 'oidc', 'notice'],
    queryFn: () => callApi(identitiesEndpoints.googleNotice, { fallbackError: 'No notice' }),
    enabled,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
