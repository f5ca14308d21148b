import type { MessageResponse } from '@skillora/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { jobsKeys } from './query-keys';

/** PUT or DELETE /api/freelancer/saved-jobs/:id: the two calls behind one Save/Unsave button. */
export const setJobSaved = (id: string, isSaved: boolean) =>
  apiRequest<MessageResponse>(`/api/freelancer/saved-jobs/${id}`, {
    method: isSaved ? 'PUT' : 'DELETE',
    fallbackError: isSaved ? 'Failed to save the job' : 'Failed to remove the job from your saved jobs',
  });

export function useSetJobSaved() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isSaved }: { id: string; isSaved: boolean }) => setJobSaved(id, isSaved),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobsKeys.all }),
  });
}
