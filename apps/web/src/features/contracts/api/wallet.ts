import { walletEndpoints } from '@skillora/shared/endpoints/wallet';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useKeyedMutation } from '../../../lib/use-keyed-mutation';
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

/** A withdrawal, keyed by its user action: a retry after a lost answer is replayed, never a second withdrawal. */
export function useWithdraw() {
  const queryClient = useQueryClient();
  return useKeyedMutation(
    (body: { amountCents: number }, headers) =>
      callApi(walletEndpoints.withdraw, { body, headers, fallbackError: 'Failed to withdraw' }),
    { onSettled: () => queryClient.invalidateQueries({ queryKey: contractsKeys.wallet }) },
  );
}

export const usePaymentTerms = () =>
  useQuery({
    queryKey: contractsKeys.terms,
    queryFn: () => callApi(walletEndpoints.terms, { fallbackError: 'Failed to load the fees' }),
    staleTime: Number.POSITIVE_INFINITY,
  });
