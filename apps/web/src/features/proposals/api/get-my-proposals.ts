import type { GetMyProposalsResponse, ProposalStatus } from '@skillora/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/query-string';
import { proposalsKeys } from './query-keys';

type Params = { page: number; status?: ProposalStatus | undefined };

/** GET /api/freelancer/proposals: mine, newest first, with the job each one is for. */
export const getMyProposals = (params: Params) =>
  apiRequest<GetMyProposalsResponse>(`/api/freelancer/proposals${toQueryString(params)}`, {
    fallbackError: 'Failed to load your proposals',
  });

export function useMyProposals(params: Params) {
  return useQuery({
    queryKey: proposalsKeys.mine(params),
    queryFn: () => getMyProposals(params),
    placeholderData: keepPreviousData,
  });
}
