import type { SubmitProposalRequest } from '@skillora/shared';
import { proposalsEndpoints } from '@skillora/shared/endpoints/proposals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { proposalsKeys } from './query-keys';

type Variables =
  | { kind: 'submit'; jobId: string; fields: SubmitProposalRequest }
  | { kind: 'edit'; proposalId: string; fields: SubmitProposalRequest }
  | { kind: 'withdraw'; proposalId: string };

/** A freelancer's three writes on a proposal: send it, change it, withdraw it. */
export function sendProposal(variables: Variables) {
  switch (variables.kind) {
    case 'submit':
      return callApi(proposalsEndpoints.submit, {
        params: { id: variables.jobId },
        body: variables.fields,
        fallbackError: 'Failed to send the proposal',
      });
    case 'edit':
      return callApi(proposalsEndpoints.edit, {
        params: { id: variables.proposalId },
        body: variables.fields,
        fallbackError: 'Failed to update the proposal',
      });
    case 'withdraw':
      return callApi(proposalsEndpoints.withdraw, {
        params: { id: variables.proposalId },
        fallbackError: 'Failed to withdraw the proposal',
      });
  }
}

export function useSendProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendProposal,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: proposalsKeys.all }),
  });
}
