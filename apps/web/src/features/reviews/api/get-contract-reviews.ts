import { reviewsEndpoints } from '@skillora/shared/endpoints/reviews';
import { useQuery } from '@tanstack/react-query';
import { callApi, retryUnlessClientError } from '../../../lib/api-client';
import { reviewsKeys } from './keys';

/** GET /api/contracts/:id/reviews: the viewer's own review always, the other's once revealed, and the window. */
export const useContractReviews = (contractId: string, enabled = true) =>
  useQuery({
    queryKey: reviewsKeys.ofContract(contractId),
    queryFn: () =>
      callApi(reviewsEndpoints.ofContract, {
        params: { id: contractId },
        fallbackError: 'Failed to load the reviews',
      }),
    enabled,
    retry: retryUnlessClientError,
  });
