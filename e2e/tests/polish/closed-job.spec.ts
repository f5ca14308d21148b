import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { ADMIN } from '../../fixtures/env';
import { catalogId } from '../../fixtures/jobs';
import { postJobsAsNewClient } from '../admin/client-jobs';
import { expectCleanEverywhere } from './axe';

test('[POLISH]: a closed job’s link shows the job as closed with a way to similar open jobs; 404 only when it never existed or is unlisted', async ({
  page,
  browser,
}) => {
  test.slow();
  const tag = Math.random().toString(36).slice(2, 8);
  const { jobs } = await postJobsAsNewClient(page, 'Cleo Closed', [
    { title: `Closed logo job ${tag}`, status: 'closed' },
    { title: `Unlisted closed job ${tag}`, status: 'closed' },
  ]);
  const [closed, unlisted] = jobs as [(typeof jobs)[number], (typeof jobs)[number]];
  const admin = await browser.newContext();
  try {
    expect((await admin.request.post('/api/auth/login', { data: ADMIN })).status()).toBe(200);
    const res = await admin.request.put(`/api/admin/jobs/${unlisted.id}/unlist`);
    expect(res.status(), await res.text()).toBe(200);
  } finally {
    await admin.close();
  }

  await page.goto(`/jobs/${closed.id}`);
  await expect(page.getByRole('heading', { level: 1, name: closed.title })).toBeVisible();
  await expect(page.getByText('This job is no longer accepting proposals')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply now' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'ERROR 404' })).toHaveCount(0);

  const webDev = await catalogId(page.request, 'categories', 'Web Development');
  await page.getByRole('link', { name: 'See similar open jobs' }).click();
  await expect(page).toHaveURL(new RegExp(`/jobs\\?category=${webDev}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Find work' })).toBeVisible();

  await page.goto(`/jobs/${unlisted.id}`);
  await expect(page.getByRole('heading', { name: 'ERROR 404' })).toBeVisible();
  await page.goto(`/jobs/${randomUUID()}`);
  await expect(page.getByRole('heading', { name: 'ERROR 404' })).toBeVisible();

  await expectCleanEverywhere(page, 'a closed job', async () => {
    await page.goto(`/jobs/${closed.id}`);
    await expect(page.getByText('This job is no longer accepting proposals')).toBeVisible();
  });
});
