import type { ProposalChangeResponse, SubmitProposalRequest } from '@skillora/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { proposalsKeys } from './query-keys';

type Variables =
  | { kind: 'submit'; jobId: string; fields: SubmitProposalRequest }
  | { kind: 'edit'; proposalId: string; fields: SubmitProposalRequest }
  | { kind: 'withdraw'; proposalId: string };

/** A freelancer's three writes on a proposal: send it, change it, withdraw it. */
export function sendProposal(variables: Variables) {
  switch (variables.kind) {
    case 'submit':
      return apiRequest<ProposalChangeResponse>(`/api/freelancer/jobs/${variables.jobId}/proposals`, {
        method: 'POST',
        body: variables.fields,
        fallbackError: 'Failed to send the proposal',
      });
    case 'edit':
      return apiRequest<ProposalChangeResponse>(`/api/freelancer/proposals/${variables.proposalId}`, {
        method: 'PUT',
        body: variables.fields,
        fallbackError: 'Failed to update the proposal',
      });
    case 'withdraw':
      return apiRequest<ProposalChangeResponse>(
        `/api/freelancer/proposals/${variables.proposalId}/withdraw`,
        { method: 'POST', fallbackError: 'Failed to withdraw the proposal' },
      );
  }
}

export function useSendProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendProposal,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: proposalsKeys.all }),
  });
}
