import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../fixtures/axe';
import { postJobThroughApi, proposeThroughApi } from '../../fixtures/jobs';
import { signedInAs } from '../areas/signed-in';
import { signInAdminQuickly, uniqueTag } from './helpers';

// Issue 30: a freelancer reports a client's message that asks to be paid outside Skillora; an admin
// finds it in /admin/reports, opens it in its conversation, hides it and warns the sender in one
// decision; the reporter reads the outcome in the bell and in My reports.

test.use({ viewport: { width: 1366, height: 768 } });

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
const panel = (page: Page) => page.getByRole('region', { name: 'Notifications' });

test('[REPORTS]: a reported off-platform payment request is hidden and its sender warned from the queue; the reporter sees the outcome', async ({
  browser,
  page,
}) => {
  // Three people in three browsers, two dialogs and three axe scans.
  test.slow();
  const tag = uniqueTag();
  const client = await signedInAs(browser, 'client', `Cole Payer ${tag}`);
  const freelancer = await signedInAs(browser, 'freelancer', `Faye Reporter ${tag}`);
  const jobId = await postJobThroughApi(client.page.request, client.account, {
    title: `Reported job ${tag}`,
  });
  await proposeThroughApi(freelancer.page.request, jobId, 60_000);
  const opened = await client.page.request.post('/api/conversations', {
    data: { jobId, freelancerId: freelancer.account.id },
  });
  expect(opened.status(), await opened.text()).toBe(201);
  const conversationId = ((await opened.json()) as { data: { id: string } }).data.id;
  const text = `Let us skip the fees: I will pay you by bank transfer ${tag}`;
  const sent = await client.page.request.post(`/api/conversations/${conversationId}/messages`, {
    data: { text },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  // The freelancer reports the message from the thread: a reason is required, the note is optional.
  const f = freelancer.page;
  await f.goto(`/freelancer/messages/${conversationId}`);
  const thread = f.getByRole('region', { name: 'Messages' });
  await expect(thread.getByText(text)).toBeVisible();
  await thread.getByRole('button', { name: new RegExp(`^Report Cole Payer ${tag}’s message`) }).click();
  const form = f.getByRole('dialog', { name: new RegExp(`^Report Cole Payer ${tag}’s message`) });
  await form.getByRole('button', { name: 'Send report' }).click();
  await expect(form.getByText('Choose a reason for your report')).toBeVisible();
  await expectNoAxeViolations(f, 'the report form');
  await form.getByLabel('Asks to pay or talk outside Skillora').check();
  await form.getByLabel('Anything our team should know (optional)').fill('He asked twice.');
  await form.getByRole('button', { name: 'Send report' }).click();
  await expect(form).toBeHidden();
  await expect(f.getByText('Thank you: your report was sent to our team')).toBeVisible();

  // A second report of the same message is refused while the first is open.
  const again = await f.request.post('/api/reports', {
    data: {
      subjectType: 'message',
      subjectId: ((await sent.json()) as { data: { id: string } }).data.id,
      reason: 'scam',
    },
  });
  expect(again.status()).toBe(409);

  // My reports lists it as under review.
  await f.goto('/freelancer/reports');
  const mine = f.getByRole('article').filter({ hasText: `A message from Cole Payer ${tag}` });
  await expect(mine).toContainText('Asks to pay or talk outside Skillora');
  await expect(mine).toContainText('Under review');
  await expectNoAxeViolations(f, 'My reports');

  // The admin's queue shows it with its clock; the link opens the message in its conversation.
  await signInAdminQuickly(page);
  await page.goto('/admin/reports');
  const row = page.getByRole('row').filter({ hasText: `by Cole Payer ${tag}` });
  await expect(row).toContainText('Asks to pay or talk outside Skillora');
  await expect(row).toContainText('24 h left');
  await expectNoAxeViolations(page, 'the reports queue');
  await row.getByRole('link', { name: text }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/messages/${conversationId}$`));
  await expect(page.getByRole('region', { name: 'Messages' }).getByText(text)).toBeVisible();
  await page.goBack();

  // One decision: hide the message and warn its sender, with the reason the sender reads.
  await row.getByRole('button', { name: `Decide on the reports about ${text}` }).click();
  const decide = page.getByRole('dialog', { name: `Decide on the reports about ${text}` });
  await decide.getByLabel('Hide the message').check();
  await decide.getByLabel(`Also warn Cole Payer ${tag} (they read the reason)`).check();
  await decide.getByLabel('Reason for your decision').fill('Keep payments on Skillora.');
  await decide.getByRole('button', { name: 'Confirm decision' }).click();
  await expect(decide).toBeHidden();
  await expect(page.getByText('Hidden: 1 report closed')).toBeVisible();
  await expect(row).toHaveCount(0);

  // The sender is warned; the thread shows the removal notice in its place.
  const c = client.page;
  await c.goto('/client/home');
  await bell(c).click();
  await expect(panel(c).getByText('Skillora warned you: Keep payments on Skillora.')).toBeVisible();
  await f.goto(`/freelancer/messages/${conversationId}`);
  await expect(thread.getByText('This message was removed by Skillora.')).toBeVisible();
  await expect(thread.getByText(text)).toHaveCount(0);

  // The reporter is told the outcome, in the bell and in My reports.
  await bell(f).click();
  await expect(panel(f).getByText('We reviewed your report about a message: we removed it')).toBeVisible();
  await bell(f).click();
  await f.goto('/freelancer/reports');
  await expect(mine).toContainText('Action taken: it was removed');
});
