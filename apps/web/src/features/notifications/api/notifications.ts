import type { MarkNotificationsReadRequest, UpdateNotificationSettingsRequest } from '@skillora/shared';
import { notificationsEndpoints } from '@skillora/shared/endpoints/notifications';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callApi } from '../../../lib/api-client';
import { refreshAfterWakeUp, subscribeLive } from '../../../lib/live-events';

export const notificationsKeys = {
  all: ['notifications'] as const,
  list: ['notifications', 'list'] as const,
  settings: ['notifications', 'settings'] as const,
};

const fetchPage = (cursor: string | null, signal?: AbortSignal) =>
  callApi(notificationsEndpoints.list, {
    query: { cursor: cursor ?? undefined },
    fallbackError: 'Failed to load notifications',
    signal,
  });

/**
 * My notifications, newest first, page by page; read again whenever one arrives live, and when a
 * conversation is read (its "New message" entries are read with it, in any of my tabs).
 */
export function useNotifications() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => refreshAfterWakeUp(queryClient, notificationsKeys.list);
    const stops = [
      subscribeLive('notification.created', refresh),
      subscribeLive('conversation.read', refresh),
    ];
    return () => {
      for (const stop of stops) stop();
    };
  }, [queryClient]);
  return useInfiniteQuery({
    queryKey: notificationsKeys.list,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MarkNotificationsReadRequest) =>
      callApi(notificationsEndpoints.markRead, {
        body,
        fallbackError: 'Failed to mark notifications read',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsKeys.list }),
  });
}

export const useNotificationSettings = () =>
  useQuery({
    queryKey: notificationsKeys.settings,
    queryFn: ({ signal }) =>
      callApi(notificationsEndpoints.settings, {
        fallbackError: 'Failed to load your notification settings',
        signal,
      }),
  });

export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateNotificationSettingsRequest) =>
      callApi(notificationsEndpoints.updateSettings, {
        body,
        fallbackError: 'Failed to save your notification settings',
      }),
    onSuccess: (answer) => queryClient.setQueryData(notificationsKeys.settings, answer),
  });
}

export const useUnsubscribeInfo = (token: string) =>
  useQuery({
    queryKey: ['unsubscribe', token],
    queryFn: ({ signal }) =>
      callApi(notificationsEndpoints.unsubscribeInfo, {
        query: { token },
        fallbackError: 'Failed to read this unsubscribe link',
        signal,
      }),
    enabled: token !== '',
    retry: false,
  });

export const useUnsubscribe = (token: string) =>
  useMutation({
    mutationFn: () =>
      callApi(notificationsEndpoints.unsubscribe, {
        query: { token },
        fallbackError: 'Failed to unsubscribe',
      }),
  });
