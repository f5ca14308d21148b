import type { Page } from '@playwright/test';
import type { JobStatus } from '@skillora/shared';
import { signUpThroughApi } from '../../fixtures/auth';
import { postJobThroughApi } from '../../fixtures/jobs';

export type PostedJob = { id: string; title: string; status: JobStatus };

/** A new client with one job per plan (in the status planned), signed out again afterwards. */
export async function postJobsAsNewClient(
  page: Page,
  clientName: string,
  plans: ReadonlyArray<{ title: string; status: JobStatus }>,
) {
  const client = await signUpThroughApi(page, 'client', clientName);
  const jobs: PostedJob[] = [];
  for (const plan of plans) {
    jobs.push({ id: await postJobThroughApi(page.request, client, plan), ...plan });
  }
  await page.request.post('/api/auth/logout');
  return { client, category: 'Web Development', jobs };
}
