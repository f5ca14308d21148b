import type { ConfirmTotpRequest, SecondFactorProof } from '@skillora/shared';
import { twoFactorEndpoints } from '@skillora/shared/endpoints/two-factor';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, retryUnlessClientError } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/session';

export const twoFactorKey = ['me', 'two-factor'] as const;

/** Whether two-step verification is on, and whether this account must have it (ADR 031). */
export const useTwoFactorStatus = () =>
  useQuery({
    queryKey: twoFactorKey,
    queryFn: ({ signal }) =>
      callApi(twoFactorEndpoints.status, {
        signal,
        fallbackError: 'Could not load your two-step verification',
      }),
    retry: retryUnlessClientError,
  });

/**
 * After turning it on or off: the status, and the session (an admin's `needsSecondFactor`, which
 * sends the admin area to /admin/two-step).
 */
function useReloadStatus() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: twoFactorKey }),
      queryClient.invalidateQueries({ queryKey: meQueryKey }),
    ]);
}

export const useStartTotp = () =>
  useMutation({
    mutationFn: () =>
      callApi(twoFactorEndpoints.startTotp, {
        fallbackError: 'Could not start setting up two-step verification',
      }),
  });

/**
 * `onTurnedOn` runs before the status reloads: the reloaded status replaces the setup form (whose
 * own callbacks would then never run), and the recovery codes must be on screen by then.
 */
export function useConfirmTotp(onTurnedOn: (recoveryCodes: string[]) => void) {
  const reload = useReloadStatus();
  return useMutation({
    mutationFn: (body: ConfirmTotpRequest) =>
      callApi(twoFactorEndpoints.confirmTotp, {
        body,
        fallbackError: 'Could not turn on two-step verification',
      }),
    onSuccess: (data) => {
      onTurnedOn(data.recoveryCodes);
      return reload();
    },
  });
}

/** `onTurnedOff` runs before the status reloads, for the same reason as `useConfirmTotp`'s. */
export function useTurnOffTotp(onTurnedOff: (message: string) => void) {
  const reload = useReloadStatus();
  return useMutation({
    mutationFn: (body: SecondFactorProof) =>
      callApi(twoFactorEndpoints.turnOffTotp, {
        body,
        fallbackError: 'Could not turn off two-step verification',
      }),
    onSuccess: (data) => {
      onTurnedOff(data.message);
      return reload();
    },
  });
}
