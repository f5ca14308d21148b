import { reviewsEndpoints } from '@skillora/shared/endpoints/reviews';
import { useQuery } from '@tanstack/react-query';
import { callApi, retryUnlessClientError } from '../../../lib/api-client';

/** GET /api/reputation/me: the signed-in person's own inputs to the published formula. */
export const useMyReputation = (enabled: boolean) =>
  useQuery({
    queryKey: ['reputation', 'mine'],
    queryFn: () =>
      callApi(reviewsEndpoints.myReputation, { fallbackError: 'Failed to load your reputation' }),
    enabled,
    retry: retryUnlessClientError,
  });
