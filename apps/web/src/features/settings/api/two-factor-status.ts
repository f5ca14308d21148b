import { twoFactorEndpoints } from '@skillora/shared/endpoints/two-factor';
import { useQuery } from '@tanstack/react-query';
import { callApi, retryUnlessClientError } from '../../../lib/api-client';

export const twoFactorKey = ['me', 'two-factor'] as const;

/**
 * Whether two-step verification is on, and whether this account must have it (ADR 031). A file of
 * its own: the admin area's layout reads it, and takes nothing else of this feature with it.
 */
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
