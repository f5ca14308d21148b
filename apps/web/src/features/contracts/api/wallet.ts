import { walletEndpoints } from '@skillora/shared/endpoints/wallet';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { actionKeys } from '../../../lib/action-key';
import { callApi, retryUnlessClientError } from '../../../lib/api-client';
import { contractsKeys } from './keys';

/** GET /api/wallet/; `earnedSince` (ISO) sets where the answer's earnedSinceCents starts counting. */
export const useWallet = ({ earnedSince }: { earnedSince?: string } = {}) =>
  useQuery({
    queryKey: earnedSince ? [...contractsKeys.wallet, { earnedSince }] : contractsKeys.wallet,
    queryFn: () =>
      callApi(walletEndpoints.get, { query: { earnedSince }, fallbackError: 'Failed to load your wallet' }),
  });

export const useWalletHistory = () =>
  useQuery({
    queryKey: [...contractsKeys.wallet, 'history'],
    queryFn: () => callApi(walletEndpoints.history, { fallbackError: 'Failed to load your transactions' }),
  });

/** A withdrawal carries the Idempotency-Key of its user action (see actionKeys). */
export function useWithdraw() {
  const queryClient = useQueryClient();
  const [keys] = useState(actionKeys);
  return useMutation({
    mutationFn: (body: { amountCents: number }) =>
      callApi(walletEndpoints.withdraw, {
        body,
        headers: { 'idempotency-key': keys.attempt(body) },
        fallbackError: 'Failed to withdraw',
      }),
    // The same key: a retry after a lost answer is replayed, never a second withdrawal.
    retry: retryUnlessClientError,
    onSuccess: () => keys.settle(),
    onError: (err) => keys.settle(err),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contractsKeys.wallet }),
  });
}

export const usePaymentTerms = () =>
  useQuery({
    queryKey: contractsKeys.terms,
    queryFn: () => callApi(walletEndpoints.terms, { fallbackError: 'Failed to load the fees' }),
    staleTime: Number.POSITIVE_INFINITY,
  });
