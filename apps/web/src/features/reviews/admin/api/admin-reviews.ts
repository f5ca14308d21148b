import type { HideReviewRequest } from '@skillora/shared';
import { ADMIN_PAGE_SIZE } from '@skillora/shared/constants';
import { adminReviewsEndpoints } from '@skillora/shared/endpoints/reviews';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';
import { reviewsKeys } from '../../api/keys';

/** GET /api/admin/reviews: every review, newest first, hidden ones included. */
export const useAdminReviews = (page: number) =>
  useQuery({
    queryKey: reviewsKeys.admin(page),
    queryFn: ({ signal }) =>
      callApi(adminReviewsEndpoints.list, {
        query: { page, limit: ADMIN_PAGE_SIZE },
        fallbackError: 'Failed to load the reviews',
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** POST /api/admin/reviews/:id/hide: with the reason both parties are told. */
export function useHideReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: HideReviewRequest & { id: string }) =>
      callApi(adminReviewsEndpoints.hide, {
        params: { id },
        body,
        fallbackError: 'Failed to hide the review',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewsKeys.public }),
  });
}
