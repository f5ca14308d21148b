import type { CreateReviewRequest } from '@skillora/shared';
import { reviewsEndpoints } from '@skillora/shared/endpoints/reviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { actionKeys } from '../../../lib/action-key';
import { callApi, retryUnlessClientError } from '../../../lib/api-client';
import { reviewsKeys } from './keys';

/**
 * POST /api/contracts/:id/reviews, with the Idempotency-Key of the click (lib/action-key): a retry
 * after a lost answer gets the review, not "already reviewed". Afterwards the contract's reviews
 * are read again, not patched: the second review reveals both, which only the server knows.
 */
export function useCreateReview(contractId: string) {
  const queryClient = useQueryClient();
  const [keys] = useState(actionKeys);
  return useMutation({
    mutationFn: (body: CreateReviewRequest) =>
      callApi(reviewsEndpoints.create, {
        params: { id: contractId },
        body,
        headers: { 'idempotency-key': keys.attempt(body) },
        fallbackError: 'Failed to send the review',
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
