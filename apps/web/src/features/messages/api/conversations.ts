import { adminMessagesEndpoints, conversationsEndpoints } from '@skillora/shared/endpoints/messages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { keepAnswer } from '../../../lib/query-answer';
import { messagesKeys } from './keys';

/** A party reads their own conversations; an admin reads any, read only. */
export type ConversationReader = 'party' | 'admin';
/** The reads of a conversation, for each reader: the same calls at two places. */
export const READS = { party: conversationsEndpoints, admin: adminMessagesEndpoints } as const;

/** GET /api/conversations/:id (a party) or /api/admin/conversations/:id (an admin, read only). */
const conversationKey = (id: string, reader: ConversationReader) => [
  ...messagesKeys.conversation(id),
  reader,
];

export function useConversation(id: string, reader: ConversationReader) {
  return useQuery({
    queryKey: conversationKey(id, reader),
    queryFn: ({ signal }) =>
      callApi(READS[reader].get, {
        params: { id },
        fallbackError: 'Failed to load the conversation',
        signal,
      }),
  });
}

/** How many messages to me are unread (the nav's count); undefined while unknown. */
export const useUnreadCount = (enabled: boolean) =>
  useQuery({
    queryKey: messagesKeys.unread,
    enabled,
    queryFn: ({ signal }) =>
      callApi(conversationsEndpoints.unreadCount, {
        fallbackError: 'Failed to load unread messages',
        signal,
      }),
    select: ({ data }) => data.count,
  }).data;

/**
 * POST /api/conversations — open (or find) the conversation with a freelancer about a job. The
 * answer is the conversation the page opens next; the lists and counts are read again.
 */
export function useOpenConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { jobId: string; freelancerId: string }) =>
      callApi(conversationsEndpoints.open, { body, fallbackError: 'Failed to open the conversation' }),
    onSuccess: (answer) =>
      keepAnswer(queryClient, conversationKey(answer.data.id, 'party'), answer, messagesKeys.all),
  });
}

/** POST /api/conversations/:id/read — everything in it is read; counts refresh. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      callApi(conversationsEndpoints.read, {
        params: { id },
        fallbackError: 'Failed to mark the conversation read',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagesKeys.all }),
  });
}
