import { jobsEndpoints } from '@skillora/shared/endpoints/jobs';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { jobsKeys } from './query-keys';

/** GET /api/client/jobs/:id: one of my jobs, in any status. */
export const getMyJob = (id: string) =>
  callApi(jobsEndpoints.getMine, { params: { id }, fallbackError: 'Failed to load the job' });

export function useMyJob(id: string) {
  return useQuery({ queryKey: jobsKeys.myJob(id), queryFn: () => getMyJob(id), select: (res) => res.data });
}
