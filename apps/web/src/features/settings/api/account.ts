import type {
  ChangeEmailRequest,
  ChangePasswordRequest,
  DeleteAccountRequest,
  UpdateMeRequest,
  UpdateMeResponse,
  VerifyEmailChangeRequest,
} from '@skillora/shared';
import { accountEndpoints } from '@skillora/shared/endpoints/account';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/session';

export const sessionsKey = ['account', 'sessions'] as const;

/** The signed-in user as the API answers it after a change: the account menu shows it at once. */
function useSetMe() {
  const queryClient = useQueryClient();
  return (data: UpdateMeResponse) => queryClient.setQueryData(meQueryKey, data.data);
}

export function useRename() {
  const setMe = useSetMe();
  return useMutation({
    mutationFn: (body: UpdateMeRequest) =>
      callApi(accountEndpoints.rename, {
        body,
        fallbackError: 'Could not change your name',
      }),
    onSuccess: setMe,
  });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordRequest) =>
      callApi(accountEndpoints.changePassword, {
        body,
        fallbackError: 'Could not change your password',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}

export const requestEmailChange = (body: ChangeEmailRequest) =>
  callApi(accountEndpoints.requestEmailChange, {
    body,
    fallbackError: 'Could not send a code to this email',
  });

export const useRequestEmailChange = () => useMutation({ mutationFn: requestEmailChange });

export function useVerifyEmailChange() {
  const setMe = useSetMe();
  return useMutation({
    mutationFn: (body: VerifyEmailChangeRequest) =>
      callApi(accountEndpoints.verifyEmailChange, {
        body,
        fallbackError: 'Could not change your email',
      }),
    onSuccess: setMe,
  });
}

export const useSessions = () =>
  useQuery({
    queryKey: sessionsKey,
    queryFn: ({ signal }) =>
      callApi(accountEndpoints.sessions, {
        signal,
        fallbackError: 'Could not load your sessions',
      }),
  });

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      callApi(accountEndpoints.revokeSession, {
        params: { id },
        fallbackError: 'Could not sign out this session',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}

export const useDeleteAccount = () =>
  useMutation({
    mutationFn: (body: DeleteAccountRequest) =>
      callApi(accountEndpoints.deleteAccount, {
        body,
        fallbackError: 'Could not delete your account',
      }),
  });
