import { jobsEndpoints } from '@skillora/shared/endpoints/jobs';
import { useRefreshingMutation } from '../../../hooks/use-refreshing-mutation';
import { callApi } from '../../../lib/api-client';
import { jobsKeys } from './query-keys';

/** PUT or DELETE /api/freelancer/saved-jobs/:id: the two calls behind one Save/Unsave button. */
export const setJobSaved = (id: string, isSaved: boolean) =>
  callApi(isSaved ? jobsEndpoints.save : jobsEndpoints.unsave, {
    params: { id },
    fallbackError: isSaved ? 'Failed to save the job' : 'Failed to remove the job from your saved jobs',
  });

export const useSetJobSaved = () =>
  useRefreshingMutation(
    ({ id, isSaved }: { id: string; isSaved: boolean }) => setJobSaved(id, isSaved),
    jobsKeys.all,
  );
