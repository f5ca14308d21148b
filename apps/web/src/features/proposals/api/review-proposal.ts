import { proposalsEndpoints } from '@skillora/shared/endpoints/proposals';
import { useRefreshingMutation } from '../../../hooks/use-refreshing-mutation';
import { callApi } from '../../../lib/api-client';
import { proposalsKeys } from './query-keys';

type Decision = 'shortlist' | 'decline';

/** POST /api/client/proposals/:id/shortlist or …/decline. */
export const reviewProposal = (id: string, decision: Decision) =>
  callApi(proposalsEndpoints[decision], {
    params: { id },
    fallbackError:
      decision === 'shortlist' ? 'Failed to shortlist the proposal' : 'Failed to decline the proposal',
  });

export const useReviewProposal = () =>
  useRefreshingMutation(
    ({ id, decision }: { id: string; decision: Decision }) => reviewProposal(id, decision),
    proposalsKeys.all,
  );
