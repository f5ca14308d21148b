import type { PublicFreelancerProfile } from '@skillora/shared/schemas/profiles';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, retryUnlessClientError } from '../../../lib/api-client';
import { profilesKeys } from './query-keys';

/** GET /api/freelancers/:id: anyone may read it. */
export function usePublicProfile(id: string) {
  return useQuery({
    queryKey: profilesKeys.public(id),
    queryFn: () =>
      apiRequest<{ data: PublicFreelancerProfile }>(`/api/freelancers/${encodeURIComponent(id)}`, {
        fallbackError: 'Failed to load the profile',
      }),
    select: (res) => res.data,
    retry: retryUnlessClientError,
  });
}
