import type { SendFeedbackRequest } from '@skillora/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const sendFeedback = (body: SendFeedbackRequest) =>
  apiRequest<{ message: string }>('/api/feedback', {
    method: 'POST',
    body,
    fallbackError: 'Could not send your feedback, please try again',
  });

export function useSendFeedback() {
  return useMutation({ mutationFn: sendFeedback });
}
