import { profilesEndpoints } from '@skillora/shared/endpoints/profiles';
import type { SaveClientProfileRequest } from '@skillora/shared/schemas/profiles';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { profilesKeys } from './query-keys';

/** GET /api/client/profile: mine. */
export function useClientProfile() {
  return useQuery({
    queryKey: profilesKeys.mine('client'),
    queryFn: () => callApi(profilesEndpoints.client, { fallbackError: 'Failed to load your profile' }),
    select: (res) => res.data,
  });
}

export function useSaveClientProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: SaveClientProfileRequest) =>
      callApi(profilesEndpoints.saveClient, {
        body: fields,
        fallbackError: 'Failed to save your profile',
      }),
    onSuccess: (res) => queryClient.setQueryData(profilesKeys.mine('client'), { data: res.data }),
  });
}
