import { type Browser, expect, test } from '@playwright/test';
import { ownAddress } from '../../fixtures/auth';
import { expectNoAxeViolations } from '../../fixtures/axe';
import { hourlyContract } from '../../fixtures/contracts';
import { ADMIN } from '../../fixtures/env';
import { postJobThroughApi, proposeThroughApi } from '../../fixtures/jobs';
import { signedInAs } from '../areas/signed-in';

const TITLE = `Hourly story ${Date.now().toString(36)}`;

/** The admin's session on its own request context: moves the server's clock. */
async function adminRequest(browser: Browser) {
  const context = await browser.newContext();
  const login = await context.request.post('/api/auth/login', { data: ADMIN, headers: ownAddress() });
  expect(login.status()).toBe(200);
  return context.request;
}

test('[HOURLY]: the freelancer runs the timer and adds manual time; on Monday the client approves the invoice; the money is pending', async ({
  browser,
}) => {
  const client = await signedInAs(browser, 'client', 'Hana Client');
  const freelancer = await signedInAs(browser, 'freelancer', 'Hugo Freelancer');
  const contractId = await hourlyContract(client, freelancer, { title: TITLE });
  const page = freelancer.page;

  // The timer: started, still running after a reload, stopped with a memo (at least one 10-minute unit).
  await page.goto(`/freelancer/contracts/${contractId}`);
  await page.getByRole('button', { name: 'Start timer' }).click();
  await expect(page.getByText(/Timer running since/)).toBeVisible();
  await page.reload();
  await expect(page.getByText(/Timer running since/)).toBeVisible();
  await page.getByLabel('What are you working on?').fill('Set up the project');
  await page.getByRole('button', { name: 'Stop timer' }).click();
  await expect(page.getByRole('button', { name: 'Start timer' })).toBeVisible();
  // Manual time: an hour more.
  await page.getByLabel('Minutes').fill('60');
  await page.getByLabel('Memo').fill('Wrote the API docs');
  await page.getByRole('button', { name: 'Add manual time' }).click();
  await expect(page.getByText('Logged 1:10 h')).toBeVisible();
  await expectNoAxeViolations(page, 'the timesheet');

  // The server's clock moves to Monday 12:00 UTC after this week: the week is invoiced.
  const sheet = await (await page.request.get(`/api/contracts/${contractId}/timesheets`)).json();
  const loggedAt = Date.parse(sheet.data.entries.at(-1).endedAt);
  const admin = await adminRequest(browser);
  const ms = Date.parse(sheet.data.invoiceAt) - loggedAt + 60_000;
  expect((await admin.post('/api/test/clock/advance', { data: { ms } })).status()).toBe(200);
  await expect
    .poll(
      async () =>
        (
          await (
            await page.request.get(`/api/contracts/${contractId}/timesheets?week=${sheet.data.week}`)
          ).json()
        ).data.invoice?.status,
      { timeout: 30_000 },
    )
    .toBe('submitted');

  // The client sees the invoice ($60/h × 1:10 h = $70.00) and approves it.
  await client.page.goto(`/client/contracts/${contractId}`);
  await expect(client.page.getByText('Invoice $70.00 · In review')).toBeVisible();
  await expectNoAxeViolations(client.page, 'the client timesheet');
  await client.page.getByRole('button', { name: 'Approve and pay' }).click();
  await expect(client.page.getByText('Invoice $70.00 · Paid')).toBeVisible();

  // The freelancer's share is pending (the payout hold applies): $70.00 less the 5 % fee.
  await page.goto('/freelancer/wallet');
  await expect(page.getByRole('definition').first()).toHaveText('$66.50');
});

test('[HOURLY]: on an hourly job the client hires by the hour: rate, weekly limit and the card charged each week', async ({
  browser,
}) => {
  const client = await signedInAs(browser, 'client', 'Hana Client');
  const freelancer = await signedInAs(browser, 'freelancer', 'Hugo Freelancer');
  const jobId = await postJobThroughApi(client.page.request, client.account, {
    title: `${TITLE} hire`,
    budget: { type: 'hourly', minRateCents: 4_000, maxRateCents: 8_000 },
  });
  await proposeThroughApi(freelancer.page.request, jobId, 6_000);
  await client.page.goto(`/client/jobs/${jobId}`);
  await client.page
    .getByRole('article', { name: 'Proposal from Hugo Freelancer' })
    .getByRole('button', { name: 'Hire' })
    .click();
  const dialog = client.page.getByRole('dialog', { name: 'Hire Hugo Freelancer' });
  await dialog.getByLabel('Contract type').selectOption('hourly');
  await expect(dialog.getByLabel('Hourly rate')).toHaveValue('60.00');
  await expect(dialog.getByLabel('Milestone 1 amount')).toBeHidden();
  await dialog.getByLabel('Weekly limit in hours (optional)').fill('10');
  await expectNoAxeViolations(client.page, 'the hourly offer form');
  await dialog.getByRole('button', { name: 'Send offer' }).click();
  await expect(
    client.page.getByRole('tabpanel', { name: 'Proposals' }).getByText('Offer sent'),
  ).toBeVisible();
  const sent = (await (await client.page.request.get('/api/client/offers')).json()).data[0];
  expect(sent).toMatchObject({
    type: 'hourly',
    hourlyRateCents: 6_000,
    weeklyLimitHours: 10,
    milestones: [],
  });
});
