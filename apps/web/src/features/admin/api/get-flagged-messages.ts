import type { Conversation, GetFlaggedMessagesResponse } from '@skillora/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';

/** GET /api/admin/messages/flagged — messages sharing contact details before a contract. */
export function useFlaggedMessages(page: number, limit: number) {
  return useQuery({
    queryKey: ['admin', 'messages', 'flagged', { page, limit }],
    queryFn: ({ signal }) =>
      apiRequest<GetFlaggedMessagesResponse>(`/api/admin/messages/flagged?page=${page}&limit=${limit}`, {
        fallbackError: 'Failed to load flagged messages',
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/contracts/:id/conversation — null when the parties never wrote. */
export function useContractConversation(contractId: string) {
  return useQuery({
    queryKey: ['admin', 'messages', 'contract', contractId],
    queryFn: async ({ signal }) => {
      try {
        return (
          await apiRequest<{ data: Conversation }>(`/api/admin/contracts/${contractId}/conversation`, {
            fallbackError: 'Failed to load the conversation',
            signal,
          })
        ).data;
      } catch (err) {
        if (err instanceof ApiError && err.status === 404) return null;
        throw err;
      }
    },
  });
}
