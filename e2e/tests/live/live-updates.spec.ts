import { expect, test } from '@playwright/test';
import { signInThroughApi } from '../../fixtures/auth';
import { ADMIN } from '../../fixtures/env';
import { postJobThroughApi, proposeThroughApi } from '../../fixtures/jobs';
import { createAccount, openArea } from '../areas/signed-in';

// Live updates (ADR 013): what happens elsewhere reaches an open tab without a reload.

test('[LIVE]: a client watching My Jobs sees a new proposal counted without reloading', async ({
  browser,
  page,
}) => {
  const client = await createAccount(browser, 'client', 'Live Client');
  const freelancer = await createAccount(browser, 'freelancer', 'Live Freelancer');
  const title = `Live count ${Date.now()}`;
  const jobId = await postJobThroughApi(page.request, client, { title });
  await openArea(page, client, 'client');
  await page.goto('/client/jobs');
  const card = page.getByRole('listitem').filter({ hasText: title });
  await expect(card.getByText('0 proposals')).toBeVisible();

  const other = await browser.newContext();
  try {
    await signInThroughApi(other.request, freelancer);
    await proposeThroughApi(other.request, jobId, 120_000);
  } finally {
    await other.close();
  }

  await expect(card.getByText('1 proposal', { exact: true })).toBeVisible();
});

test('[LIVE]: a freelancer an admin blocks is signed out of their open tab at once', async ({
  browser,
  page,
}) => {
  const freelancer = await createAccount(browser, 'freelancer', 'Soon Blocked');
  // The tab's live stream is open before the admin acts, so this is about "at once".
  const streamOpen = page.waitForResponse((r) => r.url().endsWith('/api/events/stream') && r.ok());
  await openArea(page, freelancer, 'freelancer');
  await streamOpen;
  const me = await page.request.get('/api/auth/me');
  const { user } = (await me.json()) as { user: { id: string } };

  const admin = await browser.newContext();
  try {
    expect((await admin.request.post('/api/auth/login', { data: ADMIN })).status()).toBe(200);
    const blocked = await admin.request.put(`/api/admin/users/${user.id}/block`, {
      data: { reason: 'Spam.' },
    });
    expect(blocked.status()).toBe(200);
  } finally {
    await admin.close();
  }

  await expect(page).toHaveURL(/\/login$/);
  // The login page says why the user is there.
  await expect(page.getByRole('status').filter({ hasText: 'You were signed out.' })).toBeVisible();
});
