import type { Page } from '@playwright/test';
import type { JobStatus } from '@skillora/shared';
import { signUpThroughApi } from '../../fixtures/auth';
import { postJobThroughApi } from '../../fixtures/jobs';

/** The statuses a job can be posted in (in progress comes from a hire). */
type PostableStatus = Exclude<JobStatus, 'in_progress'>;
export type PostedJob = { id: string; title: string; status: PostableStatus };

/** A new client with one job per plan (in the status planned), signed out again afterwards. */
export async function postJobsAsNewClient(
  page: Page,
  clientName: string,
  plans: ReadonlyArray<{ title: string; status: PostableStatus }>,
) {
  const client = await signUpThroughApi(page, 'client', clientName);
  const jobs: PostedJob[] = [];
  for (const plan of plans) {
    jobs.push({ id: await postJobThroughApi(page.request, client, plan), ...plan });
  }
  await page.request.post('/api/auth/logout');
  return { client, category: 'Web Development', jobs };
}
