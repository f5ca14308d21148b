import type { SecondFactorProof } from '@skillora/shared';
import { paymentsSandboxEndpoints } from '@skillora/shared/endpoints/payments-sandbox';
import { walletEndpoints } from '@skillora/shared/endpoints/wallet';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { contractsKeys } from './keys';

const payoutAccountKey = [...contractsKeys.wallet, 'payout-account'] as const;

/** GET /api/wallet/payout-account: where the freelancer's payouts stand (issue 28). */
export const usePayoutAccount = () =>
  useQuery({
    queryKey: payoutAccountKey,
    queryFn: () =>
      callApi(walletEndpoints.payoutAccount, { fallbackError: 'Failed to load your payout account' }),
  });

/**
 * POST /api/wallet/payout-account: the provider's onboarding page, which the browser then opens.
 * Changing enabled payouts carries the second factor (issue 30, ADR 033).
 */
export const useSetUpPayouts = () =>
  useMutation({
    mutationFn: (secondFactor?: SecondFactorProof) =>
      callApi(walletEndpoints.setUpPayouts, {
        body: secondFactor ? { secondFactor } : {},
        fallbackError: 'Failed to start setting up payouts',
      }),
  });

/** The sandbox onboarding page's 'Finish setup'. */
export function useFinishSandboxOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      callApi(paymentsSandboxEndpoints.finishOnboarding, {
        fallbackError: 'Failed to finish setting up payouts',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contractsKeys.wallet }),
  });
}

/** The sandbox 3-D Secure page's answer. */
export function useAnswerSandboxChallenge(paymentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (outcome: 'complete' | 'fail') =>
      callApi(paymentsSandboxEndpoints.answerChallenge, {
        params: { paymentId },
        body: { outcome },
        fallbackError: 'Failed to answer the authentication',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contractsKeys.all }),
  });
}
