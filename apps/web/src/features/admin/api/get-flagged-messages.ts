import { adminMessagesEndpoints } from '@skillora/shared/endpoints/messages';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError, callApi } from '../../../lib/api-client';

/** Every page of the flagged list: what a hide or a warning refreshes. */
export const flaggedMessagesKey = ['admin', 'messages', 'flagged'] as const;

/** GET /api/admin/messages/flagged — messages sharing contact details before a contract. */
export function useFlaggedMessages(page: number, limit: number) {
  return useQuery({
    queryKey: [...flaggedMessagesKey, { page, limit }],
    queryFn: ({ signal }) =>
      callApi(adminMessagesEndpoints.flagged, {
        query: { page, limit },
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
          await callApi(adminMessagesEndpoints.ofContract, {
            params: { id: contractId },
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
