import { conversationsEndpoints } from '@skillora/shared/endpoints/messages';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { messagesKeys } from './keys';

// Its own file: infinite queries are for the Messages page only, not for the nav that imports the
// feature's index (bundle budget).
/** GET /api/conversations?q=&cursor= — my conversations, most recent first, a page at a time. */
export function useConversations(q: string) {
  return useInfiniteQuery({
    queryKey: messagesKeys.list(q),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      callApi(conversationsEndpoints.list, {
        query: { q, cursor: pageParam ?? undefined },
        fallbackError: 'Failed to load your conversations',
        signal,
      }),
    getNextPageParam: (last) => last.nextCursor,
  });
}
