import { talentEndpoints } from '@skillora/shared/endpoints/talent';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { talentKeys } from './query-keys';

/** GET /api/freelancer/invitations: the jobs clients invited me to, newest first. */
export const getInvitations = (page: number, signal?: AbortSignal) =>
  callApi(talentEndpoints.invitations, {
    query: { page },
    fallbackError: 'Failed to load invitations',
    signal,
  });

export function useInvitations(page: number) {
  return useQuery({
    queryKey: talentKeys.invitations({ page }),
    queryFn: ({ signal }) => getInvitations(page, signal),
    placeholderData: keepPreviousData,
  });
}
