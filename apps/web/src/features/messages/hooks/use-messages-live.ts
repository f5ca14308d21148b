import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { refreshAfterWakeUp, subscribeLive } from '../../../lib/live-events';
import { messagesKeys } from '../api/keys';

/**
 * A message sent, read or hidden anywhere refreshes my conversation list and unread count (wake-ups,
 * ADR 013).
 */
export function useMessagesLive(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const refresh = () => refreshAfterWakeUp(queryClient, messagesKeys.all);
    const unsubscribes = [
      subscribeLive('message.created', refresh),
      subscribeLive('conversation.read', refresh),
      subscribeLive('message.hidden', refresh),
    ];
    return () => {
      for (const unsubscribe of unsubscribes) unsubscribe();
    };
  }, [queryClient, enabled]);
}
