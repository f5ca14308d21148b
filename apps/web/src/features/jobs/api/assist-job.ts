import type { JobAssistance } from '@skillora/shared';
import { jobAssistEndpoints } from '@skillora/shared/endpoints/job-assist';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** POST /api/client/jobs/assist: suggestions for a job post from one line; nothing is saved. */
export async function assistJob(description: string): Promise<JobAssistance> {
  const { data } = await callApi(jobAssistEndpoints.assist, {
    body: { description },
    fallbackError: 'Suggestions could not load. Try again.',
  });
  return data;
}

export function useAssistJob() {
  return useMutation({ mutationFn: assistJob });
}
