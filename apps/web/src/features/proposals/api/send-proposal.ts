import type { SubmitProposalRequest } from '@skillora/shared';
import { proposalsEndpoints } from '@skillora/shared/endpoints/proposals';
import { useRefreshingMutation } from '../../../hooks/use-refreshing-mutation';
import { callApi } from '../../../lib/api-client';
import { proposalsKeys } from './query-keys';

type Variables =
  | { kind: 'submit'; jobId: string; fields: SubmitProposalRequest }
  | { kind: 'edit'; proposalId: string; fields: SubmitProposalRequest }
  | { kind: 'withdraw'; proposalId: string };

/** What each write says when it fails and the server says nothing better. */
export const SEND_FAILED = {
  submit: 'Failed to send the proposal',
  edit: 'Failed to update the proposal',
  withdraw: 'Failed to withdraw the proposal',
} as const;

/** A freelancer's three writes on a proposal: send it, change it, withdraw it. */
export function sendProposal(variables: Variables) {
  const fallbackError = SEND_FAILED[variables.kind];
  switch (variables.kind) {
    case 'submit':
      return callApi(proposalsEndpoints.submit, {
        params: { id: variables.jobId },
        body: variables.fields,
        fallbackError,
      });
    case 'edit':
      return callApi(proposalsEndpoints.edit, {
        params: { id: variables.proposalId },
        body: variables.fields,
        fallbackError,
      });
    case 'withdraw':
      return callApi(proposalsEndpoints.withdraw, { params: { id: variables.proposalId }, fallbackError });
  }
}

export const useSendProposal = () => useRefreshingMutation(sendProposal, proposalsKeys.all);
