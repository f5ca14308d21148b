import { jobsEndpoints } from '@skillora/shared/endpoints/jobs';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { jobsKeys } from './query-keys';

/** GET /api/jobs/:id: an open job for anyone; with a freelancer's session, their saved state and proposal. */
export const getJob = (id: string) =>
  callApi(jobsEndpoints.get, { params: { id }, fallbackError: 'Failed to load the job' });

export function useJob(id: string) {
  return useQuery({
    queryKey: jobsKeys.job(id),
    queryFn: () => getJob(id),
    select: (res) => res.data,
  });
}
