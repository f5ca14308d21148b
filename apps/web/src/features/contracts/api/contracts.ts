import type {
  Contract,
  ContractRow,
  ContractStatus,
  Milestone,
  ProposeMilestoneRequest,
} from '@skillora/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiRequest } from '../../../lib/api-client';
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
 * A milestone's move. Money-moving ones carry an Idempotency-Key made once per attempt, so a
 * double click or a retried request moves nothing twice.
 */
export function useMilestoneAction(contractId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      milestoneId,
      action,
      body,
      key,
    }: {
      milestoneId: string;
      action: MilestoneAction;
      body?: object;
      key: string;
    }) =>
      apiRequest<{ data: Milestone }>(`/api/contracts/${contractId}/milestones/${milestoneId}/${action}`, {
        method: 'POST',
        body,
        headers: { 'idempotency-key': key },
        fallbackError: 'Failed to update the milestone',
      }),
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
