import { jobsEndpoints } from '@skillora/shared/endpoints/jobs';
import { useQuery } from '@tanstack/react-query';
import { callApi, retryUnlessClientError } from '../../../lib/api-client';
import { marketplaceKey } from '../../../lib/query-keys';

/**
 * A client's record where only their job is at hand (an offer): GET /api/jobs/:id carries it. The
 * key and the cached answer are the job page's own (features/jobs), so the two share one read.
 */
export const useClientRecordOfJob = (jobId: string) =>
  useQuery({
    queryKey: [...marketplaceKey, 'job', jobId],
    queryFn: () =>
      callApi(jobsEndpoints.get, { params: { id: jobId }, fallbackError: 'Failed to load the job' }),
    select: (answer) => answer.data.client,
    retry: retryUnlessClientError,
  });
