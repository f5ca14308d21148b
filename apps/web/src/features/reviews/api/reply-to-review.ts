import { reviewsEndpoints } from '@skillora/shared/endpoints/reviews';
import { callApi } from '../../../lib/api-client';
import { useKeyedMutation } from '../../../lib/use-keyed-mutation';
import { useRefreshReviews } from './create-review';

type Reply = { reviewId: string; reply: string };

/** POST /api/reviews/:id/reply: the reviewed person's one public reply, keyed like the review. */
export function useReplyToReview(contractId: string) {
  return useKeyedMutation(
    (input: Reply, headers) =>
      callApi(reviewsEndpoints.reply, {
        params: { id: input.reviewId },
        body: { reply: input.reply },
        headers,
        fallbackError: 'Failed to post the reply',
      }),
    { onSettled: useRefreshReviews(contractId) },
  );
}
