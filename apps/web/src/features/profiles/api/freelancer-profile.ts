import { profilesEndpoints } from '@skillora/shared/endpoints/profiles';
import type { SaveFreelancerProfileRequest } from '@skillora/shared/schemas/profiles';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { profilesKeys } from './query-keys';

/** GET /api/freelancer/profile: mine, with the completeness meter. */
export const getFreelancerProfile = () =>
  callApi(profilesEndpoints.freelancer, { fallbackError: 'Failed to load your profile' });

export function useFreelancerProfile({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: profilesKeys.mine('freelancer'),
    queryFn: getFreelancerProfile,
    select: (res) => res.data,
    enabled,
  });
}

export const saveFreelancerProfile = (fields: SaveFreelancerProfileRequest) =>
  callApi(profilesEndpoints.saveFreelancer, {
    body: fields,
    fallbackError: 'Failed to save your profile',
  });

export function useSaveFreelancerProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFreelancerProfile,
    onSuccess: (res) => queryClient.setQueryData(profilesKeys.mine('freelancer'), { data: res.data }),
  });
}
