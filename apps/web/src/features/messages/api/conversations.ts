import type {
  Conversation,
  GetConversationResponse,
  GetUnreadCountResponse,
  ReadConversationResponse,
} from '@skillora/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { messagesKeys } from './keys';

/** GET /api/conversations/:id (a party) or /api/admin/conversations/:id (an admin, read only). */
export function useConversation(id: string, base: string) {
  return useQuery({
    queryKey: [...messagesKeys.conversation(id), base],
    queryFn: ({ signal }) =>
      apiRequest<GetConversationResponse>(`${base}/${id}`, {
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
      apiRequest<GetUnreadCountResponse>('/api/conversations/unread-count', {
        fallbackError: 'Failed to load unread messages',
        signal,
      }),
    select: ({ data }) => data.count,
  }).data;

/** POST /api/conversations — open (or find) the conversation with a freelancer about a job. */
export function useOpenConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { jobId: string; freelancerId: string }) =>
      apiRequest<{ data: Conversation }>('/api/conversations', {
        method: 'POST',
        body,
        fallbackError: 'Failed to open the conversation',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagesKeys.all }),
  });
}

/** POST /api/conversations/:id/read — everything in it is read; counts refresh. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<ReadConversationResponse>(`/api/conversations/${id}/read`, {
        method: 'POST',
        fallbackError: 'Failed to mark the conversation read',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagesKeys.all }),
  });
}
