import { matchingEndpoints } from '@skillora/shared/endpoints/matching';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { matchingKeys } from './query-keys';

/** GET /api/client/jobs/{id}/suggestions: up to 20 freelancers, best first, each with why. */
export const getSuggestions = (jobId: string) =>
  callApi(matchingEndpoints.suggestions, {
    params: { id: jobId },
    fallbackError: 'Failed to load the suggested freelancers',
  });

export function useSuggestions(jobId: string) {
  return useQuery({ queryKey: matchingKeys.suggestions(jobId), queryFn: () => getSuggestions(jobId) });
}
