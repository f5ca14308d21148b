import type { GetMyJobsResponse, JobStatus } from '@skillora/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/query-string';
import { jobsKeys } from './query-keys';

type Params = { page?: number; status?: JobStatus | undefined; limit?: number };

/** GET /api/client/jobs: the client's own jobs, newest first. */
export const getMyJobs = (params: Params) =>
  apiRequest<GetMyJobsResponse>(`/api/client/jobs${toQueryString(params)}`, {
    fallbackError: 'Failed to load your jobs',
  });

export function useMyJobs(params: Params) {
  return useQuery({
    queryKey: jobsKeys.myJobs(params),
    queryFn: () => getMyJobs(params),
    placeholderData: keepPreviousData,
  });
}
