import { useMyProposals } from './get-my-proposals';

/**
 * How many of my proposals are still in play, by status (from the totals of My Proposals' own
 * filtered lists, so both read the same cache); undefined while unknown.
 */
export function useOpenProposalCounts() {
  const submitted = useMyProposals({ page: 1, status: 'submitted' }).data?.total;
  const shortlisted = useMyProposals({ page: 1, status: 'shortlisted' }).data?.total;
  return { submitted, shortlisted };
}
