import type { PaymentTerms, Wallet, WalletEntry } from '@skillora/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { contractsKeys } from './keys';

export const useWallet = () =>
  useQuery({
    queryKey: contractsKeys.wallet,
    queryFn: () =>
      apiRequest<{ data: Wallet }>('/api/wallet', { fallbackError: 'Failed to load your wallet' }),
  });

export const useWalletHistory = () =>
  useQuery({
    queryKey: [...contractsKeys.wallet, 'history'],
    queryFn: () =>
      apiRequest<{ data: WalletEntry[] }>('/api/wallet/transactions', {
        fallbackError: 'Failed to load your transactions',
      }),
  });

export function useWithdraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ amountCents, key }: { amountCents: number; key: string }) =>
      apiRequest<{ data: { amountCents: number } }>('/api/wallet/withdrawals', {
        method: 'POST',
        body: { amountCents },
        headers: { 'idempotency-key': key },
        fallbackError: 'Failed to withdraw',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contractsKeys.wallet }),
  });
}

export const usePaymentTerms = () =>
  useQuery({
    queryKey: contractsKeys.terms,
    queryFn: () =>
      apiRequest<{ data: PaymentTerms }>('/api/payments/terms', { fallbackError: 'Failed to load the fees' }),
    staleTime: Number.POSITIVE_INFINITY,
  });
