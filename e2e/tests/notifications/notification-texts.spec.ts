import { expect, type Page, test } from '@playwright/test';
import { createAccount, signedInAs } from '../../fixtures/auth';
import { fundedContract } from '../../fixtures/contracts';
import { signInAdminQuickly } from '../admin/helpers';

const TITLE = `Worded contract ${Date.now().toString(36)}`;
/** The client reads in India: every time they see is in that zone, never UTC. */
const ZONE = 'Asia/Kolkata';
const inZone = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: ZONE });

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
const panel = (page: Page) => page.getByRole('region', { name: 'Notifications' });
/** What no person should read: a raw UTC stamp, an ISO instant, or an internal name. */
const RAW = /UTC|\d{4}-\d\d-\d\dT|\b[a-z]+[A-Z]\w*\b|\w_\w|milestone\.|contract\./;

test('[NOTIFICATIONS]: the bell and the contract timeline read as sentences, with times in the viewer’s zone', async ({
  browser,
}) => {
  const context = await browser.newContext({ timezoneId: ZONE });
  const clientAccount = await createAccount(context.request, 'client', 'Cleo Worded');
  const client = { page: await context.newPage(), account: clientAccount };
  await client.page.goto('/client/home');
  const freelancer = await signedInAs(browser, 'freelancer', 'Fay Worded');
  const { contractId, milestoneId } = await fundedContract(client, freelancer, {
    title: TITLE,
    amountCents: 40_000,
    submitted: true,
  });
  const seen = await client.page.request.get(`/api/contracts/${contractId}`);
  const autoReleaseAt = ((await seen.json()) as { data: { milestones: Array<{ autoReleaseAt: string }> } })
    .data.milestones[0]!.autoReleaseAt;

  // The bell: the auto-release deadline in the client's zone, no raw stamp.
  await expect(bell(client.page)).toHaveAccessibleName(/unread/);
  await bell(client.page).click();
  const submitted = panel(client.page).getByRole('link', { name: /Work submitted: "Design"/ });
  await expect(submitted).toContainText(
    `Fay Worded submitted work on "Design" (${TITLE}). Approve it or ask for changes; otherwise it is released automatically on ${inZone.format(new Date(autoReleaseAt))}.`,
  );
  for (const text of await panel(client.page).getByRole('listitem').allTextContents()) {
    expect(text).not.toMatch(RAW);
  }

  // The client asks for changes; the contract's timeline tells each step as a sentence.
  const back = await client.page.request.post(
    `/api/contracts/${contractId}/milestones/${milestoneId}/request-changes`,
    { data: { message: 'A darker header, please' } },
  );
  expect(back.status(), await back.text()).toBe(200);
  await client.page.goto(`/client/contracts/${contractId}`);
  const timeline = client.page
    .getByRole('heading', { name: 'Timeline' })
    .locator('xpath=following-sibling::ol[1]');
  const sentences = [
    'Fay Worded accepted the offer, and the contract started',
    'Cleo Worded funded “Design”: its money is in escrow',
    'Fay Worded submitted “Design” for review',
    'Cleo Worded asked for changes on “Design”',
  ];
  await expect(timeline.getByRole('listitem')).toHaveCount(sentences.length);
  const entries = timeline.getByRole('listitem');
  for (const [i, sentence] of sentences.entries()) {
    const entry = entries.nth(i);
    const at = await entry.locator('time').getAttribute('datetime');
    await expect(entry).toHaveText(`${inZone.format(new Date(at!))} — ${sentence}`);
    expect(await entry.textContent()).not.toMatch(RAW);
  }

  // An admin reads the same sentences on the admin contract page.
  const admin = await (await browser.newContext({ timezoneId: ZONE })).newPage();
  await signInAdminQuickly(admin);
  await admin.goto(`/admin/contracts/${contractId}`);
  const adminTimeline = admin
    .getByRole('heading', { name: 'Timeline' })
    .locator('xpath=following-sibling::ol[1]');
  await expect(adminTimeline.getByRole('listitem')).toHaveCount(sentences.length);
  await expect(adminTimeline.getByRole('listitem').last()).toContainText(sentences.at(-1)!);
  for (const text of await adminTimeline.getByRole('listitem').allTextContents())
    expect(text).not.toMatch(RAW);
});
