import type { ProposalStatus } from '@skillora/shared';
import { proposalsEndpoints } from '@skillora/shared/endpoints/proposals';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { proposalsKeys } from './query-keys';

type Params = { page: number; status?: ProposalStatus | undefined };

/** GET /api/freelancer/proposals: mine, newest first, with the job each one is for. */
export const getMyProposals = (params: Params) =>
  callApi(proposalsEndpoints.listMine, {
    query: params,
    fallbackError: 'Failed to load your proposals',
  });

export function useMyProposals(params: Params) {
  return useQuery({
    queryKey: proposalsKeys.mine(params),
    queryFn: () => getMyProposals(params),
    placeholderData: keepPreviousData,
  });
}
