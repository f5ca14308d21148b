import type { GetFeedbackResponse } from '@skillora/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';

export function useFeedback(page: number, limit: number) {
  return useQuery({
    queryKey: ['admin', 'feedback', { page, limit }],
    queryFn: ({ signal }) =>
      apiRequest<GetFeedbackResponse>(`/api/admin/feedback?page=${page}&limit=${limit}`, {
        fallbackError: 'Failed to load feedback',
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
