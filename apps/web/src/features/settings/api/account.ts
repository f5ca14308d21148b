import type {
  ChangeEmailRequest,
  ChangePasswordRequest,
  DeleteAccountRequest,
  PendingEmailChangeResponse,
  UpdateMeRequest,
  UpdateMeResponse,
  VerifyEmailChangeRequest,
} from '@skillora/shared';
import { accountEndpoints } from '@skillora/shared/endpoints/account';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/session';

export const sessionsKey = ['account', 'sessions'] as const;
export const pendingEmailKey = ['account', 'email-change'] as const;

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

const requestEmailChange = (body: ChangeEmailRequest) =>
  callApi(accountEndpoints.requestEmailChange, {
    body,
    fallbackError: 'Could not send a code to this email',
  });

/**
 * The email change waiting for its code, as the server keeps it: the code form survives a reload
 * and shows on every device, with the resend countdown (issue 31).
 */
export const usePendingEmailChange = () =>
  useQuery({
    queryKey: pendingEmailKey,
    queryFn: ({ signal }) =>
      callApi(accountEndpoints.pendingEmailChange, {
        signal,
        fallbackError: 'Could not load your email change',
      }),
  });

function useSetPendingEmail() {
  const queryClient = useQueryClient();
  return {
    /** Re-read after a send: the server says until when the code lives and when another may go. */
    reload: () => queryClient.invalidateQueries({ queryKey: pendingEmailKey }),
    clear: () => queryClient.setQueryData<PendingEmailChangeResponse>(pendingEmailKey, { data: null }),
  };
}

export function useRequestEmailChange() {
  const pending = useSetPendingEmail();
  // Pending until the code form's facts are read, so the form shows once, with its countdown.
  return useMutation({ mutationFn: requestEmailChange, onSuccess: pending.reload });
}

export function useCancelEmailChange() {
  const pending = useSetPendingEmail();
  return useMutation({
    mutationFn: () =>
      callApi(accountEndpoints.cancelEmailChange, { fallbackError: 'Could not cancel the email change' }),
    onSuccess: pending.clear,
  });
}

export function useVerifyEmailChange() {
  const setMe = useSetMe();
  const pending = useSetPendingEmail();
  return useMutation({
    mutationFn: (body: VerifyEmailChangeRequest) =>
      callApi(accountEndpoints.verifyEmailChange, {
        body,
        fallbackError: 'Could not change your email',
      }),
    onSuccess: (data) => {
      setMe(data);
      pending.clear();
    },
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
