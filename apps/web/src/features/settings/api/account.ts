import type {
  ChangeEmailRequest,
  ChangePasswordRequest,
  DeleteAccountRequest,
  ListSessionsResponse,
  MessageResponse,
  UpdateMeRequest,
  UpdateMeResponse,
  VerifyEmailChangeRequest,
} from '@skillora/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
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
      apiRequest<UpdateMeResponse>('/api/me', {
        method: 'PATCH',
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
      apiRequest<MessageResponse>('/api/me/password', {
        method: 'PUT',
        body,
        fallbackError: 'Could not change your password',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}

export const requestEmailChange = (body: ChangeEmailRequest) =>
  apiRequest<MessageResponse>('/api/me/email', {
    method: 'POST',
    body,
    fallbackError: 'Could not send a code to this email',
  });

export const useRequestEmailChange = () => useMutation({ mutationFn: requestEmailChange });

export function useVerifyEmailChange() {
  const setMe = useSetMe();
  return useMutation({
    mutationFn: (body: VerifyEmailChangeRequest) =>
      apiRequest<UpdateMeResponse>('/api/me/email/verify', {
        method: 'POST',
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
      apiRequest<ListSessionsResponse>('/api/me/sessions', {
        signal,
        fallbackError: 'Could not load your sessions',
      }),
  });

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<MessageResponse>(`/api/me/sessions/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        fallbackError: 'Could not sign out this session',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}

export const useDeleteAccount = () =>
  useMutation({
    mutationFn: (body: DeleteAccountRequest) =>
      apiRequest<MessageResponse>('/api/me', {
        method: 'DELETE',
        body,
        fallbackError: 'Could not delete your account',
      }),
  });
