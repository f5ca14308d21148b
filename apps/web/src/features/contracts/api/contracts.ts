import type { ContractStatus, ProposeMilestoneRequest } from '@skillora/shared';
import { contractsEndpoints, milestonesEndpoints } from '@skillora/shared/endpoints/contracts';
import type { BodyOf } from '@skillora/shared/endpoints/endpoint';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { keepAnswer } from '../../../lib/query-answer';
import { toast } from '../../../lib/toast';
import { useKeyedMutation } from '../../../lib/use-keyed-mutation';
import { contractsKeys } from './keys';

export const useContracts = (status: ContractStatus) =>
  useQuery({
    queryKey: contractsKeys.list(status),
    queryFn: () =>
      callApi(contractsEndpoints.list, { query: { status }, fallbackError: 'Failed to load your contracts' }),
  });

export const useContract = (id: string) =>
  useQuery({
    queryKey: contractsKeys.one(id),
    queryFn: () =>
      callApi(contractsEndpoints.get, { params: { id }, fallbackError: 'Failed to load the contract' }),
  });

export const useTimeline = (id: string) =>
  useQuery({
    queryKey: contractsKeys.timeline(id),
    queryFn: () =>
      callApi(contractsEndpoints.timeline, { params: { id }, fallbackError: 'Failed to load the timeline' }),
  });

type Moves = typeof milestonesEndpoints;
/** A move on a milestone, with the body its endpoint reads (the card to fund with, or a message). */
export type MilestoneMove =
  | { action: 'fund'; body: BodyOf<Moves['fund']> }
  | { action: 'submit' | 'request-changes'; body: BodyOf<Moves['submit']> }
  | { action: 'approve' | 'refund' | 'cancel' | 'accept' | 'decline' };

/** POST /api/contracts/:id/milestones — the client proposes one more milestone (the freelancer accepts it). */
export function useProposeMilestone(contractId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProposeMilestoneRequest) =>
      callApi(milestonesEndpoints.propose, {
        params: { id: contractId },
        body,
        fallbackError: 'Failed to propose the milestone',
      }),
    onSuccess: () => toast.success('Milestone proposed to the freelancer'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contractsKeys.all }),
  });
}

/**
 * A milestone's move, keyed by its user action (lib/use-keyed-mutation): a double click, or the retry
 * after the answer was lost, moves nothing twice.
 */
export function useMilestoneAction(contractId: string) {
  const queryClient = useQueryClient();
  return useKeyedMutation(
    (move: MilestoneMove & { milestoneId: string }, headers) => {
      const call = {
        params: { id: contractId, milestoneId: move.milestoneId },
        headers,
        fallbackError: 'Failed to update the milestone',
      };
      switch (move.action) {
        case 'fund':
          return callApi(milestonesEndpoints.fund, { ...call, body: move.body });
        case 'submit':
        case 'request-changes':
          return callApi(milestonesEndpoints[move.action], { ...call, body: move.body });
        default:
          return callApi(milestonesEndpoints[move.action], call);
      }
    },
    { onSettled: () => queryClient.invalidateQueries({ queryKey: contractsKeys.all }) },
  );
}

/** POST /api/contracts/:id/end — the client ends the contract; the answer is the contract as it now is. */
export function useEndContract(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      callApi(contractsEndpoints.end, { params: { id }, fallbackError: 'Failed to end the contract' }),
    onSuccess: (answer) => {
      toast.success('Contract ended');
      return keepAnswer(queryClient, contractsKeys.one(id), answer, contractsKeys.all);
    },
    // Refused: the page shows what really is.
    onError: () => queryClient.invalidateQueries({ queryKey: contractsKeys.all }),
  });
}
