import type { SendFeedbackRequest } from '@skillora/shared';
import { feedbackEndpoints } from '@skillora/shared/endpoints/feedback';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const sendFeedback = (body: SendFeedbackRequest) =>
  callApi(feedbackEndpoints.send, {
    body,
    fallbackError: 'Could not send your feedback, please try again',
  });

export function useSendFeedback() {
  return useMutation({ mutationFn: sendFeedback });
}
