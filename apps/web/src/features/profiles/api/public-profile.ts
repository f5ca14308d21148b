import { profilesEndpoints } from '@skillora/shared/endpoints/profiles';
import { useQuery } from '@tanstack/react-query';
import { callApi, retryUnlessClientError } from '../../../lib/api-client';
import { profilesKeys } from './query-keys';

/** GET /api/freelancers/:id: anyone may read it. */
export function usePublicProfile(id: string) {
  return useQuery({
    queryKey: profilesKeys.public(id),
    queryFn: () =>
      callApi(profilesEndpoints.public, {
        params: { id },
        fallbackError: 'Failed to load the profile',
      }),
    select: (res) => res.data,
    retry: retryUnlessClientError,
  });
}
