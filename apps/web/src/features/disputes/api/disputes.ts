import type {
  DisputeDecisionRequest,
  DisputeResponseSchema,
  OpenDisputeRequest,
  ProposeSettlementRequest,
} from '@skillora/shared';
import { adminDisputesEndpoints, disputesEndpoints } from '@skillora/shared/endpoints/disputes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { output } from 'zod';
import { callApi } from '../../../lib/api-client';
import { contractsKey } from '../../../lib/query-keys';
import { useKeyedMutation } from '../../../lib/use-keyed-mutation';

// Under the hiring root: a live `contract.changed` (every dispute step sends one) refreshes them too.
export const disputesKeys = {
  mine: [...contractsKey, 'disputes', 'mine'] as const,
  one: (id: string) => [...contractsKey, 'disputes', 'one', id] as const,
  admin: [...contractsKey, 'disputes', 'admin'] as const,
};

type Answer = output<typeof DisputeResponseSchema>;

/** The viewer's disputes, either side (the contract page marks the milestones they hold). */
export const useMyDisputes = () =>
  useQuery({
    queryKey: disputesKeys.mine,
    queryFn: () => callApi(disputesEndpoints.list, { fallbackError: 'Failed to load your disputes' }),
  });

export const useDispute = (id: string) =>
  useQuery({
    queryKey: disputesKeys.one(id),
    queryFn: () =>
      callApi(disputesEndpoints.get, { params: { id }, fallbackError: 'Failed to load the dispute' }),
  });

export const useAdminDisputes = () =>
  useQuery({
    queryKey: disputesKeys.admin,
    queryFn: () => callApi(adminDisputesEndpoints.list, { fallbackError: 'Failed to load the disputes' }),
  });

export const useAdminDispute = (id: string) =>
  useQuery({
    queryKey: disputesKeys.one(id),
    queryFn: () =>
      callApi(adminDisputesEndpoints.get, { params: { id }, fallbackError: 'Failed to load the dispute' }),
  });

/**
 * A dispute call that may move money: it carries the Idempotency-Key of its user action across
 * retries (lib/action-key), and after it the dispute is the one answered and whatever the money
 * touched (contracts, wallet) is read again.
 */
function useDisputeMutation<I>(send: (input: I, headers: { 'idempotency-key': string }) => Promise<Answer>) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: contractsKey });
  return useKeyedMutation(send, {
    onSuccess: (answer) => {
      queryClient.setQueryData(disputesKeys.one(answer.data.id), answer);
      return refresh();
    },
    onError: refresh,
  });
}

/** POST …/milestones/:milestoneId/disputes. */
export const useOpenDispute = (contractId: string, milestoneId: string) =>
  useDisputeMutation((body: OpenDisputeRequest, headers) =>
    callApi(disputesEndpoints.open, {
      params: { id: contractId, milestoneId },
      body,
      headers,
      fallbackError: 'Failed to open the dispute',
    }),
  );

/** POST /api/disputes/:id/files: evidence, multipart (moves no money: no idempotency key). */
export const attachEvidence = (id: string, files: File[]) => {
  const form = new FormData();
  for (const file of files) form.append('files', file);
  return callApi(disputesEndpoints.addFiles, {
    params: { id },
    form,
    fallbackError: 'Failed to attach the files',
  });
};

export const useAttachEvidence = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (files: File[]) => attachEvidence(id, files),
    onSuccess: (answer) => queryClient.setQueryData(disputesKeys.one(answer.data.id), answer),
  });
};

export type DisputeStep =
  | { action: 'respond'; statement: string }
  | { action: 'propose'; body: ProposeSettlementRequest }
  | { action: 'accept'; settlementId: string }
  | { action: 'withdraw' | 'mediation' };

/** A party's step on a dispute. */
export const useDisputeStep = (id: string) =>
  useDisputeMutation((step: DisputeStep, headers) => {
    const call = { params: { id }, headers, fallbackError: 'Failed to update the dispute' };
    switch (step.action) {
      case 'respond':
        return callApi(disputesEndpoints.respond, { ...call, body: { statement: step.statement } });
      case 'propose':
        return callApi(disputesEndpoints.propose, { ...call, body: step.body });
      case 'accept':
        return callApi(disputesEndpoints.accept, {
          ...call,
          params: { id, settlementId: step.settlementId },
        });
      default:
        return callApi(disputesEndpoints[step.action], call);
    }
  });

/** POST /api/admin/disputes/:id/decision: final, with the reason both parties read. */
export const useDecideDispute = (id: string) =>
  useDisputeMutation((body: DisputeDecisionRequest, headers) =>
    callApi(adminDisputesEndpoints.decide, {
      params: { id },
      body,
      headers,
      fallbackError: 'Failed to record the decision',
    }),
  );
