import type { CreateReviewRequest } from '@skillora/shared';
import { reviewsEndpoints } from '@skillora/shared/endpoints/reviews';
import { useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useKeyedMutation } from '../../../lib/use-keyed-mutation';
import { reviewsKeys } from './keys';

/** Reads a contract's reviews again, not patched: the second review reveals both, which only the server knows. */
export function useRefreshReviews(contractId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: reviewsKeys.ofContract(contractId) }),
      queryClient.invalidateQueries({ queryKey: reviewsKeys.public }),
    ]);
}

/**
 * POST /api/contracts/:id/reviews, keyed by the click: a retry after a lost answer gets the review,
 * not "already reviewed".
 */
export function useCreateReview(contractId: string) {
  const refresh = useRefreshReviews(contractId);
  return useKeyedMutation(
    (body: CreateReviewRequest, headers) =>
      callApi(reviewsEndpoints.create, {
        params: { id: contractId },
        body,
        headers,
        fallbackError: 'Failed to send the review',
      }),
    { onSettled: refresh },
  );
}
