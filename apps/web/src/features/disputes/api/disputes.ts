import type {
  DisputeDecisionRequest,
  DisputeResponseSchema,
  OpenDisputeRequest,
  ProposeSettlementRequest,
} from '@skillora/shared';
import { adminDisputesEndpoints, disputesEndpoints } from '@skillora/shared/endpoints/disputes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { output } from 'zod';
import { actionKeys } from '../../../lib/action-key';
import { callApi, retryUnlessClientError } from '../../../lib/api-client';
import { contractsKey } from '../../../lib/query-keys';

// Under the hiring root: a live `contract.changed` (every dispute step sends one) refreshes them too.
export const disputesKeys = {
  all: [...contractsKey, 'disputes'] as const,
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

/** After any step: the dispute as answered, and whatever the money touched (contracts, wallet). */
function useSettle() {
  const queryClient = useQueryClient();
  return (answer?: Answer) => {
    if (answer) queryClient.setQueryData(disputesKeys.one(answer.data.id), answer);
    void queryClient.invalidateQueries({ queryKey: contractsKey });
  };
}

/** POST …/milestones/:milestoneId/disputes, with the Idempotency-Key of this one user action. */
export function useOpenDispute(contractId: string, milestoneId: string) {
  const settle = useSettle();
  const [keys] = useState(actionKeys);
  return useMutation({
    mutationFn: (body: OpenDisputeRequest) =>
      callApi(disputesEndpoints.open, {
        params: { id: contractId, milestoneId },
        body,
        headers: { 'idempotency-key': keys.attempt(body) },
        fallbackError: 'Failed to open the dispute',
      }),
    retry: retryUnlessClientError,
    onSuccess: (answer) => {
      keys.settle();
      settle(answer);
    },
    onError: (err) => keys.settle(err),
  });
}

export type DisputeStep =
  | { action: 'respond'; statement: string }
  | { action: 'propose'; body: ProposeSettlementRequest }
  | { action: 'accept'; settlementId: string }
  | { action: 'withdraw' | 'mediation' };

/** A party's step on a dispute; each carries its user action's Idempotency-Key (money may move). */
export function useDisputeStep(id: string) {
  const settle = useSettle();
  const [keys] = useState(actionKeys);
  return useMutation({
    mutationFn: (step: DisputeStep) => {
      const call = {
        params: { id },
        headers: { 'idempotency-key': keys.attempt(step) },
        fallbackError: 'Failed to update the dispute',
      };
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
    },
    retry: retryUnlessClientError,
    onSuccess: (answer) => {
      keys.settle();
      settle(answer);
    },
    onError: (err) => {
      keys.settle(err);
      settle();
    },
  });
}

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

/** POST /api/admin/disputes/:id/decision: final, with the reason both parties read. */
export function useDecideDispute(id: string) {
  const settle = useSettle();
  const [keys] = useState(actionKeys);
  return useMutation({
    mutationFn: (body: DisputeDecisionRequest) =>
      callApi(adminDisputesEndpoints.decide, {
        params: { id },
        body,
        headers: { 'idempotency-key': keys.attempt(body) },
        fallbackError: 'Failed to record the decision',
      }),
    retry: retryUnlessClientError,
    onSuccess: (answer) => {
      keys.settle();
      settle(answer);
    },
    onError: (err) => {
      keys.settle(err);
      settle();
    },
  });
}
