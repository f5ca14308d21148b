import type { GetJobsQuery } from '@skillora/shared';
import { jobsEndpoints } from '@skillora/shared/endpoints/jobs';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { jobsKeys } from './query-keys';

/** The search as the API reads it; anything left out is not filtered on. */
export type JobSearchParams = Partial<GetJobsQuery>;

/** GET /api/jobs: open jobs, searched, filtered, sorted and paged by the server. */
export const searchJobs = (params: JobSearchParams, signal?: AbortSignal) =>
  callApi(jobsEndpoints.search, {
    query: params,
    fallbackError: 'Failed to load jobs',
    signal,
  });

/** One page of results; the previous page stays on screen while the next one loads. */
export function useJobSearch(params: JobSearchParams) {
  return useQuery({
    queryKey: jobsKeys.search(params),
    queryFn: ({ signal }) => searchJobs(params, signal),
    placeholderData: keepPreviousData,
  });
}
