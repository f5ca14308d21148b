import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { ownAddress } from '../../fixtures/auth';
import { expectNoAxeViolations, expectNoViolationsInTheme, switchThemeInPlace } from '../../fixtures/axe';
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

/** The server's clock moves on to `until` (an instant it gave) and a minute more. */
async function advanceTo(admin: APIRequestContext, from: string, until: string) {
  const ms = Date.parse(until) - Date.parse(from) + 60_000;
  expect((await admin.post('/api/test/clock/advance', { data: { ms } })).status()).toBe(200);
}

/** A week's timesheet as the server has it (this week without `week`). */
async function timesheetOf(page: Page, contractId: string, week?: string) {
  const query = week ? `?week=${week}` : '';
  return (await (await page.request.get(`/api/contracts/${contractId}/timesheets${query}`)).json()).data;
}

/**
 * Both themes on the page `open` leaves settled: opened in the light theme, as a returning visitor
 * has it, then switched to dark with the page's own toggle (opening it again only re-read the state).
 */
async function expectCleanInBothThemes(page: Page, what: string, open: () => Promise<void>) {
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
  await open();
  await expectNoViolationsInTheme(page, `${what} (light)`);
  expect(await switchThemeInPlace(page, 'dark'), `a theme toggle on ${what}`).toBe(true);
  await expectNoViolationsInTheme(page, `${what} (dark)`);
}

test('[HOURLY]: the freelancer logs, changes and deletes time; on Monday the client approves; pending, then available; next week the client disputes one entry', async ({
  browser,
}) => {
  const client = await signedInAs(browser, 'client', 'Hana Client');
  const freelancer = await signedInAs(browser, 'freelancer', 'Hugo Freelancer');
  const contractId = await hourlyContract(client, freelancer, { title: TITLE });
  const page = freelancer.page;

  // The Timesheet tab from a link: the timer, started, still running after a reload, stopped with a memo.
  await page.goto(`/freelancer/contracts/${contractId}?tab=timesheet`);
  await expect(page.getByRole('tab', { name: 'Timesheet' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: 'Start timer' }).click();
  await expect(page.getByText(/Timer running since/)).toBeVisible();
  await page.reload();
  await expect(page.getByText(/Timer running since/)).toBeVisible();
  await page.getByLabel('What are you working on?').fill('Set up the project');
  await page.getByRole('button', { name: 'Stop timer' }).click();
  await expect(page.getByRole('button', { name: 'Start timer' })).toBeVisible();
  // Manual time: an hour more, then an entry changed and one deleted (confirmed).
  const addManual = async (minutes: string, memo: string, total: string) => {
    await page.getByLabel('Minutes').fill(minutes);
    await page.getByLabel('Memo').fill(memo);
    await page.getByRole('button', { name: 'Add manual time' }).click();
    await expect(page.getByText(`Logged ${total}`)).toBeVisible();
    // The form empties itself once the week is read back: typing before that would be wiped.
    await expect(page.getByLabel('Memo')).toHaveValue('');
  };
  await addManual('60', 'Wrote the API docs', '1:10 h');
  await addManual('30', 'Fixed a typo', '1:40 h');
  await page.getByRole('button', { name: /^Change .* · Fixed a typo$/ }).click();
  const change = page.getByRole('form', { name: /^Change .* · Fixed a typo$/ });
  await change.getByLabel('Minutes').fill('20');
  await change.getByLabel('Memo').fill('Reviewed the pull request');
  await change.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Logged 1:30 h')).toBeVisible();
  // The form closes once the week is read back: until then its Minutes field is a second one. It is
  // found by its role alone: its name follows the entry's memo, which changes before it closes.
  await expect(page.getByRole('form', { name: /^Change / })).toHaveCount(0);
  await addManual('10', 'Logged by mistake', '1:40 h');
  await page.getByRole('button', { name: /^Delete .* · Logged by mistake$/ }).click();
  const deleting = page.getByRole('dialog', { name: 'Delete this entry?' });
  await expect(deleting).toContainText("Logged by mistake: 0:10 h leaves this week's time.");
  await deleting.getByRole('button', { name: 'Delete entry' }).click();
  await expect(page.getByText('Logged 1:30 h')).toBeVisible();
  await expect(page.getByText('Logged by mistake')).toBeHidden();
  await expectNoAxeViolations(page, 'the timesheet');

  // The server's clock moves to Monday 12:00 UTC after this week: the week is invoiced.
  const first = await timesheetOf(page, contractId);
  const admin = await adminRequest(browser);
  await advanceTo(admin, first.now, first.invoiceAt);
  await expect
    .poll(async () => (await timesheetOf(page, contractId, first.week)).invoice?.status, { timeout: 30_000 })
    .toBe('submitted');

  // The client opens the Overview and moves to the Timesheet with the arrow key: the tab is in the URL.
  const cp = client.page;
  await cp.goto(`/client/contracts/${contractId}`);
  await expect(cp.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  await cp.getByRole('tab', { name: 'Overview' }).press('ArrowRight');
  await expect(cp.getByRole('tab', { name: 'Timesheet' })).toBeFocused();
  await expect(cp).toHaveURL(/\?tab=timesheet$/);
  // The invoice ($60/h × 1:30 h = $90.00) is approved; its manual time is now protected.
  const invoice = cp.getByRole('tabpanel', { name: 'Timesheet' });
  await expect(invoice.getByText('Invoice $90.00 · In review')).toBeVisible();
  await invoice.getByRole('button', { name: 'Approve and pay' }).click();
  await expect(invoice.getByText('Invoice $90.00 · Paid')).toBeVisible();
  await expect(invoice.getByText('Protected')).toHaveCount(2);
  await expectCleanInBothThemes(cp, "the client's Timesheet (past weeks, Protected)", async () => {
    await cp.reload();
    await expect(invoice.getByText('Invoice $90.00 · Paid')).toBeVisible();
  });

  // Next week's time, logged through the API (the page's forms are tested above).
  const second = await timesheetOf(page, contractId);
  for (const [minutes, memo] of [
    [60, 'Built the login page'],
    [30, 'A meeting that did not happen'],
  ] as const) {
    const logged = await page.request.post(`/api/contracts/${contractId}/time-entries`, {
      data: { date: second.week, minutes, memo },
    });
    expect(logged.status(), await logged.text()).toBe(201);
  }

  // The freelancer's wallet: last week's share pending ($90.00 less the 5 % fee), this week in progress.
  await page.goto('/freelancer/wallet');
  const balances = page.getByRole('definition');
  await expect(balances).toHaveText(['$85.50', '$0.00', '$0.00', '$0.00']);
  await expect(page.getByRole('region', { name: 'This week (hourly)' })).toContainText(
    '1:30 h logged on 1 contract · $90.00 in progress',
  );

  // A week on: the payout hold is over (available), and the second week is invoiced.
  await advanceTo(admin, second.now, second.invoiceAt);
  await expect
    .poll(async () => (await timesheetOf(page, contractId, second.week)).invoice?.status, { timeout: 30_000 })
    .toBe('submitted');
  // The hold's end is swept by the server after the move: read again until it is in.
  await expect(async () => {
    await page.reload();
    await expect(balances).toHaveText(['$0.00', '$85.50', '$90.00', '$0.00'], { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });

  // The client disputes one entry of it: the amount shows as it is ticked; the rest stays in review.
  await cp.reload();
  await expect(invoice.getByText('Invoice $90.00 · In review')).toBeVisible();
  await invoice.getByRole('button', { name: 'Dispute entries' }).click();
  const disputing = invoice.getByRole('form', { name: 'Dispute entries' });
  await expect(disputing).toContainText('Tick the entries you dispute.');
  await invoice.getByRole('checkbox', { name: /A meeting that did not happen/ }).check();
  await expect(disputing).toContainText(
    'Disputed: 1 entry, $30.00 of $90.00. The rest, $60.00, stays in review.',
  );
  await disputing.getByLabel('Your statement').fill('This meeting was cancelled: nobody worked then.');
  await disputing.getByRole('button', { name: 'Open dispute' }).click();
  await expect(
    invoice.getByText('Invoice $90.00 · Disputed $30.00 · Undisputed $60.00: In review'),
  ).toBeVisible();
  await expect(
    invoice.getByRole('listitem').filter({ has: cp.getByRole('button', { name: `Week of ${second.week}` }) }),
  ).toContainText('1:30 h · $90.00 · Disputed');
  await expect(invoice.getByRole('status').filter({ hasText: 'In dispute' })).toContainText(
    'Waiting for an answer',
  );
  await expect(invoice.getByRole('link', { name: 'See the dispute' })).toBeVisible();

  const audit = await (await admin.get('/api/admin/ledger/audit')).json();
  expect(audit.data).toMatchObject({ ok: true, mismatches: [] });
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
