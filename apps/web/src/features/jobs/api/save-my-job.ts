import type { CreateJobRequest, JobChangeResponse } from '@skillora/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { jobsKeys } from './query-keys';

type Variables =
  | { kind: 'create'; fields: CreateJobRequest }
  | { kind: 'edit'; id: string; fields: Omit<CreateJobRequest, 'publish'> }
  | { kind: 'publish' | 'close' | 'reopen'; id: string };

const FALLBACK = {
  create: 'Failed to post the job',
  edit: 'Failed to update the job',
  publish: 'Failed to publish the job',
  close: 'Failed to close the job',
  reopen: 'Failed to reopen the job',
} as const;

/** A client's writes on their job: post it (draft or published), edit it, move it between statuses. */
export function saveMyJob(variables: Variables) {
  const fallbackError = FALLBACK[variables.kind];
  switch (variables.kind) {
    case 'create':
      return apiRequest<JobChangeResponse>('/api/client/jobs', {
        method: 'POST',
        body: variables.fields,
        fallbackError,
      });
    case 'edit':
      return apiRequest<JobChangeResponse>(`/api/client/jobs/${variables.id}`, {
        method: 'PUT',
        body: variables.fields,
        fallbackError,
      });
    default:
      return apiRequest<JobChangeResponse>(`/api/client/jobs/${variables.id}/${variables.kind}`, {
        method: 'POST',
        fallbackError,
      });
  }
}

export function useSaveMyJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMyJob,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobsKeys.all }),
  });
}
