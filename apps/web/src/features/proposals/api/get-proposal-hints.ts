import type { ProposalHints } from '@skillora/shared';
import { jobAssistEndpoints } from '@skillora/shared/endpoints/job-assist';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { marketplaceKey } from '../../../lib/query-keys';

/** GET /api/freelancer/jobs/{id}/proposal-hints: the job's skills my profile shows, and typical bids. */
export async function getProposalHints(jobId: string): Promise<ProposalHints> {
  const { data } = await callApi(jobAssistEndpoints.proposalHints, {
    params: { id: jobId },
    fallbackError: 'Failed to load the hints',
  });
  return data;
}

/**
 * Under the marketplace root, so a profile's new skill refreshes them with the rest. Its key is not in
 * query-keys.ts: the areas' chunk loads that file and has no byte of budget to spare.
 */
export function useProposalHints(jobId: string) {
  return useQuery({
    queryKey: [...marketplaceKey, 'proposal-hints', jobId],
    queryFn: () => getProposalHints(jobId),
  });
}
