import type { ConfirmTotpRequest, SecondFactorProof, TwoFactorStatusResponse } from '@skillora/shared';
import { twoFactorEndpoints } from '@skillora/shared/endpoints/two-factor';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

import { twoFactorKey } from './two-factor-status';

export const useStartTotp = () =>
  useMutation({
    mutationFn: () =>
      callApi(twoFactorEndpoints.startTotp, {
        fallbackError: 'Could not start setting up two-step verification',
      }),
  });

function useReloadStatus() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: twoFactorKey });
}

export function useConfirmTotp() {
  const reload = useReloadStatus();
  return useMutation({
    mutationFn: (body: ConfirmTotpRequest) =>
      callApi(twoFactorEndpoints.confirmTotp, {
        body,
        fallbackError: 'Could not turn on two-step verification',
      }),
    onSuccess: reload,
  });
}

export function useTurnOffTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SecondFactorProof) =>
      callApi(twoFactorEndpoints.turnOffTotp, {
        body,
        fallbackError: 'Could not turn off two-step verification',
      }),
    onSuccess: () =>
      queryClient.setQueryData<TwoFactorStatusResponse>(twoFactorKey, (status) =>
        status ? { ...status, factors: [], recoveryCodesLeft: 0 } : status,
      ),
  });
}
