import type { ProposalHints } from '@skillora/shared';
import { jobAssistEndpoints } from '@skillora/shared/endpoints/job-assist';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** GET /api/freelancer/jobs/{id}/proposal-hints: the job's skills my profile shows, and typical bids. */
export async function getProposalHints(jobId: string): Promise<ProposalHints> {
  const { data } = await callApi(jobAssistEndpoints.proposalHints, {
    params: { id: jobId },
    fallbackError: 'Failed to load the hints',
  });
  return data;
}

/**
 * Outside the marketplace root: sending a proposal refreshes that root and waits for it, and
 * waiting for the hints too let the job's answer replace the form first, whose "Proposal sent" then
 * never showed. A minute old is fresh enough for a hint.
 */
export function useProposalHints(jobId: string) {
  return useQuery({
    queryKey: ['proposal-hints', jobId],
    queryFn: () => getProposalHints(jobId),
    staleTime: 60_000,
  });
}
