import { matchingEndpoints } from '@skillora/shared/endpoints/matching';
import { profilesEndpoints } from '@skillora/shared/endpoints/profiles';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { matchingKeys } from './query-keys';

/** GET /api/freelancer/best-matches: open jobs ranked for my profile. */
export const getBestMatches = (page: number) =>
  callApi(matchingEndpoints.bestMatches, {
    query: { page },
    fallbackError: 'Failed to load your best matches',
  });

export function useBestMatches(page: number) {
  return useQuery({
    queryKey: matchingKeys.bestMatches(page),
    queryFn: () => getBestMatches(page),
    placeholderData: keepPreviousData,
  });
}

/**
 * Whether my profile is complete enough to be matched (the fields proposals need): Best matches is
 * then Find Work's default view.
 */
export function useProfileIsReady() {
  return useQuery({
    queryKey: matchingKeys.profileReady(),
    queryFn: () => callApi(profilesEndpoints.freelancer, { fallbackError: 'Failed to load your profile' }),
    select: (res) => res.data.completeness.canPropose,
  });
}
