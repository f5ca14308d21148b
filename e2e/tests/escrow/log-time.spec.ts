import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signedInAs } from '../../fixtures/auth';
import { expectNoAxeViolations } from '../../fixtures/axe';
import { hourlyContract } from '../../fixtures/contracts';
import { expectCleanEverywhere } from '../polish/axe';

const TITLE = `Log time ${Date.now().toString(36)}`;
const seconds = (clock: string) => {
  const [h, m, s] = clock.split(':').map(Number);
  return h! * 3600 + m! * 60 + s!;
};

test('[HOURLY]: the freelancer logs time from Log time (a ticking timer and a manual entry) and downloads the CSV', async ({
  browser,
}) => {
  const client = await signedInAs(browser, 'client', 'Hana Client');
  const freelancer = await signedInAs(browser, 'freelancer', 'Hugo Freelancer');
  const contractId = await hourlyContract(client, freelancer, { title: TITLE });
  const page = freelancer.page;

  await page.goto('/freelancer/home');
  await page
    .getByRole('banner')
    .getByRole('navigation')
    .getByRole('button', { name: 'Deliver Work' })
    .click();
  await page.getByRole('menuitem', { name: 'Log time' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Log time' })).toBeVisible();
  const contract = page.getByRole('region', { name: `${TITLE} for Hana Client` });

  // The timer ticks while it runs, and a reload counts on from the server's start, not from zero.
  await contract.getByRole('button', { name: 'Start timer' }).click();
  const timer = contract.getByRole('timer');
  await expect(timer).toHaveText(/^0:00:0\d$/);
  const first = seconds(await timer.innerText());
  await expect.poll(async () => seconds(await timer.innerText())).toBeGreaterThan(first);
  const beforeReload = seconds(await timer.innerText());
  await page.reload();
  await expect.poll(async () => seconds(await timer.innerText())).toBeGreaterThanOrEqual(beforeReload);
  await contract.getByLabel('What are you working on?').fill('Set up the project');
  await contract.getByRole('button', { name: 'Stop timer' }).click();
  await expect(contract.getByRole('button', { name: 'Start timer' })).toBeVisible();

  // Manual time: an hour more; the timer's run counts one 10-minute unit.
  await contract.getByLabel('Minutes').fill('60');
  await contract.getByLabel('Memo').fill('Wrote the docs, "v2"');
  await contract.getByRole('button', { name: 'Add manual time' }).click();
  await expect(contract.getByText('Logged 1:10 h')).toBeVisible();
  await expect(
    page.getByText(/This week \(from .*, UTC\): 1:10 h on 1 contract · \$70\.00 billable/),
  ).toBeVisible();

  // The client's home Overview: this week's hours and what they come to.
  await client.page.goto('/client/home');
  await expect(client.page.getByText("This week's hours")).toBeVisible();
  await expect(client.page.getByRole('listitem').filter({ hasText: TITLE })).toHaveText(
    `${TITLE} with Hugo Freelancer: 1:10 h · $70.00`,
  );

  // The contract's Timesheet: this week's time as CSV.
  await page.goto(`/freelancer/contracts/${contractId}?tab=timesheet`);
  const week = (await (await page.request.get(`/api/contracts/${contractId}/timesheets`)).json()).data.week;
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download CSV' }).click();
  const file = await downloading;
  const csv = await readFile((await file.path())!, 'utf8');
  const rows = csv.split('\r\n');
  expect(rows[0]).toBe('date,start,end,minutes,source,memo,week,week state');
  expect(rows).toHaveLength(4);
  expect(rows).toContainEqual(`${week},00:00,01:00,60,manual,"Wrote the docs, ""v2""",${week},open`);
  expect(rows.find((r) => r.includes('tracked'))).toMatch(
    new RegExp(
      `^\\d{4}-\\d{2}-\\d{2},\\d{2}:\\d{2},\\d{2}:\\d{2},10,tracked,"Set up the project",${week},open$`,
    ),
  );

  await expectNoAxeViolations(page, 'the timesheet with its CSV download');

  await expectCleanEverywhere(page, '/freelancer/log-time', async () => {
    await page.goto('/freelancer/log-time');
    await expect(
      page.getByRole('region', { name: `${TITLE} for Hana Client` }).getByText('Logged 1:10 h'),
    ).toBeVisible();
  });
});
