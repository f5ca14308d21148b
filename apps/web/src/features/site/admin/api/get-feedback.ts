import { feedbackEndpoints } from '@skillora/shared/endpoints/feedback';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';

export function useFeedback(page: number, limit: number) {
  return useQuery({
    queryKey: ['admin', 'feedback', { page, limit }],
    queryFn: ({ signal }) =>
      callApi(feedbackEndpoints.list, {
        query: { page, limit },
        fallbackError: 'Failed to load feedback',
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
