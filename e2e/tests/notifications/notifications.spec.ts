import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations as expectNoViolations } from '../../fixtures/axe';
import { postJobThroughApi, proposeThroughApi } from '../../fixtures/jobs';
import { readFromMail } from '../../fixtures/mail';
import { signInAdminQuickly, switchTheme } from '../admin/helpers';
import { signedInAs } from '../areas/signed-in';

const TITLE = `Notified job ${Date.now().toString(36)}`;

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
const panel = (page: Page) => page.getByRole('region', { name: 'Notifications' });

test('[NOTIFICATIONS]: the freelancer’s bell shows an offer and a funding live; each links to its subject; axe clean in both themes', async ({
  browser,
}) => {
  const client = await signedInAs(browser, 'client', 'Nora Notify-Client');
  const freelancer = await signedInAs(browser, 'freelancer', 'Finn Notify-Freelancer');
  await expect(bell(freelancer.page)).toHaveAccessibleName('Notifications');

  const jobId = await postJobThroughApi(client.page.request, client.account, { title: TITLE });
  const proposalId = await proposeThroughApi(freelancer.page.request, jobId, 80_000);
  // The client's bell hears of the proposal without a reload.
  await expect(bell(client.page)).toHaveAccessibleName('Notifications, 1 unread');

  // The client hires: the freelancer's open tab shows the offer at once.
  const offer = await client.page.request.post(`/api/client/proposals/${proposalId}/offer`, {
    data: {
      title: TITLE,
      description: 'Design and build',
      milestones: [{ title: 'Design', amountCents: 80_000 }],
    },
  });
  expect(offer.status()).toBe(201);
  const offerId = ((await offer.json()) as { data: { id: string } }).data.id;
  await expect(bell(freelancer.page)).toHaveAccessibleName('Notifications, 1 unread');
  await bell(freelancer.page).click();
  const offerLink = panel(freelancer.page).getByRole('link', { name: new RegExp(`New offer: "${TITLE}"`) });
  await expect(offerLink).toBeVisible();
  await expectNoViolations(freelancer.page, 'the open bell (light)');
  // The theme toggle is outside the panel: clicking it closes the panel, so open it again.
  await switchTheme(freelancer.page, 'dark');
  await expect(panel(freelancer.page)).toBeHidden();
  await bell(freelancer.page).click();
  await expectNoViolations(freelancer.page, 'the open bell (dark)');
  await offerLink.click();
  await expect(freelancer.page).toHaveURL(/\/freelancer\/offers$/);
  await expect(bell(freelancer.page)).toHaveAccessibleName('Notifications');

  // The freelancer accepts; the client funds: the freelancer sees it live, and it leads to the contract.
  const accepted = await freelancer.page.request.post(`/api/freelancer/offers/${offerId}/accept`);
  expect(accepted.status()).toBe(201);
  const contract = ((await accepted.json()) as { data: { id: string; milestones: Array<{ id: string }> } })
    .data;
  const funded = await client.page.request.post(
    `/api/contracts/${contract.id}/milestones/${contract.milestones[0]!.id}/fund`,
    { data: { paymentMethod: 'pm_card_visa' } },
  );
  expect(funded.status()).toBe(200);
  await expect(bell(freelancer.page)).toHaveAccessibleName('Notifications, 1 unread');
  await bell(freelancer.page).click();
  await panel(freelancer.page)
    .getByRole('link', { name: /Milestone funded: "Design"/ })
    .click();
  await expect(freelancer.page).toHaveURL(new RegExp(`/freelancer/contracts/${contract.id}$`));

  // The client's bell: mark all read.
  await bell(client.page).click();
  await expect(panel(client.page).getByRole('link', { name: /Offer accepted/ })).toBeVisible();
  await panel(client.page).getByRole('button', { name: 'Mark all read' }).click();
  await expect(bell(client.page)).toHaveAccessibleName('Notifications');
  await expectNoViolations(client.page, 'the client bell, all read (light)');
});

test('[NOTIFICATIONS]: the settings page switches mails off; a mail’s unsubscribe link confirms without sign-in; the admin has a bell', async ({
  browser,
  page,
}) => {
  const client = await signedInAs(browser, 'client', 'Sally Settings');
  await client.page.goto('/client/settings/notifications');
  const switchFor = (label: string) => client.page.getByRole('switch', { name: `Email: ${label}` });
  await expect(switchFor('Work was submitted for review')).toBeChecked();
  await switchFor('Work was submitted for review').click();
  await expect(switchFor('Work was submitted for review')).not.toBeChecked();
  await expectNoViolations(client.page, '/client/settings/notifications (light)');
  await switchTheme(client.page, 'dark');
  await expectNoViolations(client.page, '/client/settings/notifications (dark)');

  // A proposal mails the client; its unsubscribe link, opened in a browser with no session, asks first.
  const freelancer = await signedInAs(browser, 'freelancer', 'Uma Unsubscribe');
  const jobId = await postJobThroughApi(client.page.request, client.account, { title: `${TITLE} mail` });
  await proposeThroughApi(freelancer.page.request, jobId, 80_000);
  const link = await readFromMail(client.account.email, /Unsubscribe from these mails: (\S+)/);
  await page.goto(link);
  await expect(page).toHaveURL(/\/unsubscribe\?token=/);
  await expect(page.getByText('Stop emails about “A new proposal on my job”?')).toBeVisible();
  await expectNoViolations(page, '/unsubscribe (light)');
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('status')).toContainText(
    'you will get no more emails about “A new proposal on my job”',
  );
  await switchTheme(page, 'dark');
  await expectNoViolations(page, '/unsubscribe, done (dark)');
  await client.page.reload();
  await expect(switchFor('A new proposal on my job')).not.toBeChecked();

  const admin = await (await browser.newContext()).newPage();
  await signInAdminQuickly(admin);
  await admin.goto('/admin/dashboard');
  await bell(admin).click();
  await expect(panel(admin).getByText('No notifications yet.')).toBeVisible();
  await expectNoViolations(admin, 'the admin bell (light)');
});
