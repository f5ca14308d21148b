import type { JobStatus } from '@skillora/shared';
import { jobsEndpoints } from '@skillora/shared/endpoints/jobs';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { jobsKeys } from './query-keys';

type Params = { page?: number; status?: JobStatus | undefined; limit?: number };

/** GET /api/client/jobs: the client's own jobs, newest first. */
export const getMyJobs = (params: Params) =>
  callApi(jobsEndpoints.listMine, { query: params, fallbackError: 'Failed to load your jobs' });

export function useMyJobs(params: Params) {
  return useQuery({
    queryKey: jobsKeys.myJobs(params),
    queryFn: () => getMyJobs(params),
    placeholderData: keepPreviousData,
  });
}
