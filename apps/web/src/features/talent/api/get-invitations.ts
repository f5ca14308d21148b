import type { GetInvitationsResponse } from '@skillora/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/query-string';
import { talentKeys } from './query-keys';

/** GET /api/freelancer/invitations: the jobs clients invited me to, newest first. */
export const getInvitations = (page: number, signal?: AbortSignal) =>
  apiRequest<GetInvitationsResponse>(`/api/freelancer/invitations${toQueryString({ page })}`, {
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
