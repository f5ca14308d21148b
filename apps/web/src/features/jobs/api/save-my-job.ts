import type { CreateJobRequest } from '@skillora/shared';
import { jobsEndpoints } from '@skillora/shared/endpoints/jobs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { keepAnswer } from '../../../lib/query-answer';
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
      return callApi(jobsEndpoints.create, { body: variables.fields, fallbackError });
    case 'edit':
      return callApi(jobsEndpoints.edit, {
        params: { id: variables.id },
        body: variables.fields,
        fallbackError,
      });
    default:
      return callApi(jobsEndpoints[variables.kind], { params: { id: variables.id }, fallbackError });
  }
}

export function useSaveMyJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMyJob,
    // The answer is the job as its page shows it; the lists and searches it appears in are read again.
    onSuccess: ({ data }) => keepAnswer(queryClient, jobsKeys.myJob(data.id), { data }, jobsKeys.all),
  });
}
