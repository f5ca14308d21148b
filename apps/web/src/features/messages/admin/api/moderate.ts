import { adminMessagesEndpoints } from '@skillora/shared/endpoints/messages';
import { moderationEndpoints } from '@skillora/shared/endpoints/moderation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';
import { flaggedMessagesKey } from '../../../admin';

/** POST /api/admin/messages/:id/hide: the parties read "This message was removed by Skillora." instead. */
export function useHideMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      callApi(adminMessagesEndpoints.hide, {
        params: { id },
        body: { reason },
        fallbackError: 'Failed to hide the message',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: flaggedMessagesKey }),
  });
}

/** POST /api/admin/users/:id/warnings about one of their messages: they are told, with the reason. */
export function useWarnSender() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, messageId, reason }: { userId: string; messageId: string; reason: string }) =>
      callApi(moderationEndpoints.warn, {
        params: { id: userId },
        body: { reason, messageId },
        fallbackError: 'Failed to warn the sender',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: flaggedMessagesKey }),
  });
}
