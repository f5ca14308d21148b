import { type DisputeEntriesRequest, disputesEndpoints } from '@skillora/shared/endpoints/disputes';
import { useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useKeyedMutation } from '../../../lib/use-keyed-mutation';
import { contractsKeys } from './keys';

/**
 * POST /api/contracts/:id/timesheets/:week/disputes — the client disputes chosen entries of a week in
 * review (ADR 037). It moves money (the week splits), so every attempt of one action carries the same
 * Idempotency-Key; after it the contract, its timesheet and the disputes are read again.
 */
export function useDisputeEntries(contractId: string, week: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: contractsKeys.all });
  return useKeyedMutation(
    (body: DisputeEntriesRequest, headers) =>
      callApi(disputesEndpoints.disputeEntries, {
        params: { id: contractId, week },
        body,
        headers,
        fallbackError: 'Failed to open the dispute',
      }),
    { onSuccess: refresh, onError: refresh },
  );
}
