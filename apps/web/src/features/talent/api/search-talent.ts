import type { GetFreelancersQuery } from '@skillora/shared';
import { talentEndpoints } from '@skillora/shared/endpoints/talent';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { talentKeys } from './query-keys';

/** The search as the API reads it; anything left out is not filtered on. */
export type TalentSearchParams = Partial<GetFreelancersQuery>;

/** GET /api/freelancers: freelancers with a complete profile, searched, filtered, sorted and paged. */
export const searchTalent = (params: TalentSearchParams, signal?: AbortSignal) =>
  callApi(talentEndpoints.search, {
    query: params,
    fallbackError: 'Failed to load freelancers',
    signal,
  });

/** One page of results; the previous page stays on screen while the next one loads. */
export function useTalentSearch(params: TalentSearchParams) {
  return useQuery({
    queryKey: talentKeys.search(params),
    queryFn: ({ signal }) => searchTalent(params, signal),
    placeholderData: keepPreviousData,
  });
}
