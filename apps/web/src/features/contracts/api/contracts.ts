import type {
  Contract,
  ContractRow,
  ContractStatus,
  Milestone,
  ProposeMilestoneRequest,
} from '@skillora/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { actionKeys } from '../../../lib/action-key';
import { apiRequest, retryUnlessClientError } from '../../../lib/api-client';
import { contractsKeys } from './keys';

export const useContracts = (status: ContractStatus) =>
  useQuery({
    queryKey: contractsKeys.list(status),
    queryFn: () =>
      apiRequest<{ data: ContractRow[] }>(`/api/contracts?status=${status}`, {
        fallbackError: 'Failed to load your contracts',
      }),
  });

export const useContract = (id: string) =>
  useQuery({
    queryKey: contractsKeys.one(id),
    queryFn: () =>
      apiRequest<{ data: Contract }>(`/api/contracts/${id}`, {
        fallbackError: 'Failed to load the contract',
      }),
  });

export const useTimeline = (id: string) =>
  useQuery({
    queryKey: contractsKeys.timeline(id),
    queryFn: () =>
      apiRequest<{ data: Array<{ at: string; action: string; actor: string | null }> }>(
        `/api/contracts/${id}/timeline`,
        {
          fallbackError: 'Failed to load the timeline',
        },
      ),
  });

export type MilestoneAction =
  | 'fund'
  | 'submit'
  | 'request-changes'
  | 'approve'
  | 'refund'
  | 'cancel'
  | 'accept'
  | 'decline';

/** POST /api/contracts/:id/milestones — the client proposes one more milestone (the freelancer accepts it). */
export function useProposeMilestone(contractId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProposeMilestoneRequest) =>
      apiRequest<{ data: Milestone }>(`/api/contracts/${contractId}/milestones`, {
        method: 'POST',
        body,
        fallbackError: 'Failed to propose the milestone',
      }),
    onSuccess: () => toast.success('Milestone proposed to the freelancer'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contractsKeys.all }),
  });
}

/**
 * A milestone's move. Each carries the Idempotency-Key of its user action (see actionKeys), so a
 * double click, or the retry after the answer was lost (made at once, below), moves nothing twice.
 */
export function useMilestoneAction(contractId: string) {
  const queryClient = useQueryClient();
  const [keys] = useState(actionKeys);
  return useMutation({
    mutationFn: (move: { milestoneId: string; action: MilestoneAction; body?: object }) =>
      apiRequest<{ data: Milestone }>(
        `/api/contracts/${contractId}/milestones/${move.milestoneId}/${move.action}`,
        {
          method: 'POST',
          body: move.body,
          headers: { 'idempotency-key': keys.attempt(move) },
          fallbackError: 'Failed to update the milestone',
        },
      ),
    retry: retryUnlessClientError,
    onSuccess: () => keys.settle(),
    onError: (err) => keys.settle(err),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contractsKeys.all }),
  });
}

/** POST /api/contracts/:id/end — the client ends the contract. */
export function useEndContract(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<{ data: Contract }>(`/api/contracts/${id}/end`, {
        method: 'POST',
        fallbackError: 'Failed to end the contract',
      }),
    onSuccess: () => toast.success('Contract ended'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contractsKeys.all }),
  });
}
