import { expect, type Page, test } from '@playwright/test';
import { logInThroughUi } from '../../fixtures/auth';
import { expectNoAxeViolations } from '../../fixtures/axe';
import { postJobThroughApi, proposeThroughApi } from '../../fixtures/jobs';
import { signedInAs } from '../areas/signed-in';
import { signInAdminQuickly, uniqueTag } from './helpers';

// Issue 31 (ADR 030): a flagged message is acted on from /admin/messages — hidden, its sender warned —
// and a block asks for the reason the blocked user is shown when they try to log in.

test.use({ viewport: { width: 1366, height: 768 } });

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
const panel = (page: Page) => page.getByRole('region', { name: 'Notifications' });

test('[MODERATION]: an admin hides a flagged message and warns its sender; the thread and the bell show it; a block with a reason is what the user reads at login', async ({
  browser,
  page,
}) => {
  // Three people in three browsers, two dialogs and one axe scan.
  test.slow();
  const tag = uniqueTag();
  const client = await signedInAs(browser, 'client', `Cleo Recipient ${tag}`);
  const freelancer = await signedInAs(browser, 'freelancer', `Finn Sender ${tag}`);
  const jobId = await postJobThroughApi(client.page.request, client.account, {
    title: `Moderated job ${tag}`,
  });
  await proposeThroughApi(freelancer.page.request, jobId, 80_000);
  const opened = await client.page.request.post('/api/conversations', {
    data: { jobId, freelancerId: freelancer.account.id },
  });
  expect(opened.status(), await opened.text()).toBe(201);
  const conversationId = ((await opened.json()) as { data: { id: string } }).data.id;
  const text = `Pay me via PayPal instead, it is cheaper ${tag}`;
  const sent = await freelancer.page.request.post(`/api/conversations/${conversationId}/messages`, {
    data: { text },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  // The client reads the thread, its live stream open before the admin acts.
  const c = client.page;
  const streamOpen = c.waitForResponse((r) => r.url().endsWith('/api/events/stream') && r.ok());
  await c.goto(`/client/messages/${conversationId}`);
  await streamOpen;
  const thread = c.getByRole('region', { name: 'Messages' });
  await expect(thread.getByText(text)).toBeVisible();

  // The admin hides it from /admin/messages, with a reason.
  await signInAdminQuickly(page);
  await page.goto('/admin/messages');
  const item = page.getByRole('article', { name: `Message from Finn Sender ${tag}` });
  await expect(item).toContainText(text);
  await item.getByRole('button', { name: 'Hide message' }).click();
  const hiding = page.getByRole('dialog', { name: 'Hide this message?' });
  await hiding.getByRole('button', { name: 'Hide message' }).click();
  await expect(hiding.getByText('Give the reason for hiding this message')).toBeVisible();
  await expectNoAxeViolations(page, 'the hide dialog (light)');
  await hiding.getByLabel('Reason (kept for the admins)').fill('Asks to be paid outside Skillora.');
  await hiding.getByRole('button', { name: 'Hide message' }).click();
  await expect(hiding).toBeHidden();
  await expect(item).toContainText('Hidden on');
  await expect(item).toContainText('Asks to be paid outside Skillora.');
  await expect(item.getByRole('button', { name: 'Hide message' })).toHaveCount(0);

  // The recipient's open thread shows the notice in its place, without a reload.
  await expect(thread.getByText('This message was removed by Skillora.')).toBeVisible();
  await expect(thread.getByText(text)).toHaveCount(0);

  // The admin warns the sender; the sender's bell says so, with the reason.
  await item.getByRole('button', { name: 'Warn sender' }).click();
  const warning = page.getByRole('dialog', { name: `Warn Finn Sender ${tag}?` });
  await warning.getByLabel('Reason (shown to them)').fill('Keep payments on Skillora.');
  await warning.getByRole('button', { name: 'Send warning' }).click();
  await expect(warning).toBeHidden();
  await expect(item).toContainText('Sender warned on');
  const f = freelancer.page;
  await f.goto('/freelancer/home');
  await bell(f).click();
  await expect(panel(f).getByText('Skillora warned you: Keep payments on Skillora.')).toBeVisible();
  await bell(f).click();

  // The admin blocks the sender from their page: the reason is asked for, shown there, and at login.
  await page.goto(`/admin/users/${freelancer.account.id}`);
  await page.getByRole('button', { name: 'Block', exact: true }).click();
  const blocking = page.getByRole('dialog', { name: `Block Finn Sender ${tag}?` });
  await blocking.getByRole('button', { name: 'Block' }).click();
  await expect(blocking.getByText('Give the reason for blocking this user')).toBeVisible();
  const reason = 'Asked three clients to pay by bank transfer.';
  await blocking.getByLabel('Reason (shown to them when they try to log in)').fill(reason);
  await blocking.getByRole('button', { name: 'Block' }).click();
  await expect(blocking).toBeHidden();
  await expect(page.getByRole('button', { name: 'Unblock' })).toBeVisible();
  await expect(page.getByRole('note')).toContainText(`: ${reason}`);
  await expect(page.getByRole('region', { name: 'History' })).toContainText(`Blocked by`);

  await expect(f).toHaveURL(/\/login$/);
  await logInThroughUi(f, freelancer.account.email, freelancer.account.password);
  await expect(
    f.getByRole('alert').filter({ hasText: `Your account has been blocked: ${reason}` }),
  ).toBeVisible();
});
