import { reviewsEndpoints } from '@skillora/shared/endpoints/reviews';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi, retryUnlessClientError } from '../../../lib/api-client';
import { reviewsKeys } from './keys';

/** Reviews shown on a public profile at once; more come page by page. */
const PAGE_SIZE = 5;

/** GET /api/freelancers/:id/reviews or /api/clients/:id/reviews: revealed, not hidden, newest first. */
export const usePublicReviews = (side: 'client' | 'freelancer', id: string, page = 1) =>
  useQuery({
    queryKey: reviewsKeys.ofPerson(side, id, page),
    queryFn: () =>
      callApi(side === 'freelancer' ? reviewsEndpoints.ofFreelancer : reviewsEndpoints.ofClient, {
        params: { id },
        query: { page, limit: PAGE_SIZE },
        fallbackError: 'Failed to load the reviews',
      }),
    placeholderData: keepPreviousData,
    retry: retryUnlessClientError,
  });
