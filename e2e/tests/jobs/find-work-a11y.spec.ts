import { expect, test } from '@playwright/test';
import { expectNoViolationsInBothThemes as expectNoViolations } from '../../fixtures/axe';
import { createAccount, openArea } from '../areas/signed-in';
import { resultTitles, useFindWorkBoard } from './find-work-board';

const board = useFindWorkBoard();

// Each page is audited in both themes from one load: every rule in the light theme, then the colour rules
// in the dark one after the page's own toggle (ADR 005).
test('[A11Y]: the public job search and job pages have no axe violations in both themes', async ({
  page,
}) => {
  await page.goto(`/jobs?q=${board.TAG}`);
  await expect(page.getByText('3 jobs found')).toBeVisible();
  await expectNoViolations(page, '/jobs');
  await page.goto(`/jobs/${board.ids.react}`);
  await expect(page.getByRole('button', { name: 'Apply now' })).toBeVisible();
  await expectNoViolations(page, '/jobs/:id');
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/jobs?q=${board.TAG}`);
  await page.getByRole('button', { name: 'Filters' }).click();
  await expect(page.getByLabel('Category')).toBeVisible();
  await expectNoViolations(page, '/jobs with the filters open on a phone');
});

// A toast is scanned as a phone shows it, its close button included (WCAG 2.5.8: a target of 24 px).
test('[A11Y]: a toast on a phone has no axe violations in both themes', async ({ page, browser }) => {
  const freelancer = await createAccount(browser, 'freelancer', 'Tessa Toast');
  await page.setViewportSize({ width: 390, height: 844 });
  await openArea(page, freelancer, 'freelancer');
  await page.goto(`/freelancer/jobs?q=${board.TAG}`);
  await page.getByRole('button', { name: `Save job: ${board.JOBS.logo.title}` }).click();
  await expect(page.getByText('Job saved', { exact: true })).toBeVisible();
  // axe passes a small target with nothing near it; a toast can cover any button, so its close button
  // is 24 px by itself.
  // (Rounded: the toast's transform leaves a few millionths of a pixel.)
  const close = await page.getByRole('button', { name: 'Close toast' }).boundingBox();
  expect(Math.round(close?.width ?? 0)).toBeGreaterThanOrEqual(24);
  expect(Math.round(close?.height ?? 0)).toBeGreaterThanOrEqual(24);
  await expectNoViolations(page, 'the "Job saved" toast on a phone');
});

test("[A11Y]: the freelancer's job search, job, saved jobs and proposals pages have no axe violations in both themes", async ({
  page,
  browser,
}) => {
  const freelancer = await createAccount(browser, 'freelancer', 'Axel Both');
  await openArea(page, freelancer, 'freelancer');
  await page.goto(`/freelancer/jobs?q=${board.TAG}`);
  await page.getByRole('button', { name: `Save job: ${board.JOBS.react.title}` }).click();
  await expect(page.getByRole('button', { name: `Save job: ${board.JOBS.react.title}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // The page is audited, not the 'Job saved' toast sliding over it (axe misreads its contrast mid-way).
  // The button shows 'pressed' while the call runs, so the toast is awaited first, then its leaving.
  const saved = page.getByText('Job saved', { exact: true });
  await expect(saved).toBeVisible();
  await expect(saved).toBeHidden({ timeout: 10_000 });
  await expectNoViolations(page, '/freelancer/jobs');

  await page.goto(`/freelancer/jobs/${board.ids.react}`);
  await page.getByRole('button', { name: 'Send proposal' }).click();
  await expect(page.getByLabel('Cover letter')).toHaveAttribute('aria-invalid', 'true');
  await expectNoViolations(page, '/freelancer/jobs/:id with form errors');
  const sent = await page.request.post(`/api/freelancer/jobs/${board.ids.react}/proposals`, {
    data: {
      coverLetter: 'A dashboard like this is what I build every week, with tests and docs.',
      bidCents: 140_000,
      duration: '1_to_3_months',
    },
  });
  expect(sent.status()).toBe(201);
  await page.reload();
  await page.getByRole('button', { name: 'Withdraw' }).click();
  await expect(page.getByRole('dialog', { name: 'Withdraw your proposal?' })).toBeVisible();
  await expectNoViolations(page, '/freelancer/jobs/:id with a proposal and the withdraw dialog');
  await page.getByRole('button', { name: 'Keep proposal' }).click();

  await page.goto('/freelancer/saved-jobs');
  await expect(resultTitles(page)).toHaveText([board.JOBS.react.title]);
  await expectNoViolations(page, '/freelancer/saved-jobs');
  await page.goto('/freelancer/proposals');
  await expect(page.getByRole('row', { name: new RegExp(board.JOBS.react.title) })).toBeVisible();
  await expectNoViolations(page, '/freelancer/proposals');
});
