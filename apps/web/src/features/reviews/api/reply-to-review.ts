import { reviewsEndpoints } from '@skillora/shared/endpoints/reviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { actionKeys } from '../../../lib/action-key';
import { callApi, retryUnlessClientError } from '../../../lib/api-client';
import { reviewsKeys } from './keys';

type Reply = { reviewId: string; reply: string };

/** POST /api/reviews/:id/reply: the reviewed person's one public reply, keyed like the review. */
export function useReplyToReview(contractId: string) {
  const queryClient = useQueryClient();
  const [keys] = useState(actionKeys);
  return useMutation({
    mutationFn: (input: Reply) =>
      callApi(reviewsEndpoints.reply, {
        params: { id: input.reviewId },
        body: { reply: input.reply },
        headers: { 'idempotency-key': keys.attempt(input) },
        fallbackError: 'Failed to post the reply',
      }),
    retry: retryUnlessClientError,
    onSuccess: () => keys.settle(),
    onError: (err) => keys.settle(err),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewsKeys.ofContract(contractId) }),
        queryClient.invalidateQueries({ queryKey: reviewsKeys.public }),
      ]),
  });
}
