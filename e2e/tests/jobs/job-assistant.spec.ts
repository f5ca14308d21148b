import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { createAccount } from '../../fixtures/auth';
import { expectNoAxeViolations } from '../../fixtures/axe';

test("[MATCHING]: Post Job's assistant suggests from one line, and fills only what the client applies", async ({
  page,
}) => {
  // A word only this run has: the title is the line's own, whatever other specs posted.
  const word = `zq${randomBytes(4).toString('hex')}`;
  await createAccount(page.request, 'client', 'Ada Assisted');
  await page.goto('/client/jobs/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Post a job' })).toBeVisible();

  const assistant = page.getByRole('region', { name: 'Start from one line' });
  await assistant
    .getByLabel('Describe the job')
    .fill(
      `I need someone to build an App Development prototype in Kotlin and Swift for ${word} bakery orders`,
    );
  await assistant.getByRole('button', { name: 'Suggest' }).click();

  const suggestions = assistant.getByRole('list', { name: 'Suggestions' });
  const title = `Build an App Development prototype in Kotlin and Swift for ${word} bakery orders`;
  await expect(suggestions.getByText(title)).toBeVisible();
  await expect(suggestions.getByText('Category: App Development')).toBeVisible();
  await expect(suggestions.getByRole('listitem').filter({ hasText: 'Skills:' })).toContainText(
    'Kotlin, Swift',
  );
  // Some runs have enough similar hired jobs for a range, others not: either way it says so.
  await expect(
    suggestions.getByText(/^Budget:|Too few similar jobs have hired to suggest a budget\./).first(),
  ).toBeVisible();
  await expectNoAxeViolations(page, "Post Job's assistant with its suggestions");

  // Nothing reaches the form until it is applied.
  const titleField = page.getByLabel('Title', { exact: true });
  await expect(titleField).toHaveValue('');
  await expect(page.getByLabel('Category', { exact: true })).toHaveValue('');

  await suggestions.getByRole('button', { name: 'Apply title' }).click();
  await expect(titleField).toHaveValue(title);
  await expect(suggestions.getByRole('button', { name: 'Applied title' })).toBeDisabled();
  // The category is still the client's to choose.
  await expect(page.getByLabel('Category', { exact: true })).toHaveValue('');

  await suggestions.getByRole('button', { name: 'Apply category' }).click();
  await expect(page.getByLabel('Category', { exact: true }).locator('option:checked')).toHaveText(
    'App Development',
  );
  await suggestions.getByRole('button', { name: 'Apply skills' }).click();
  await expect(page.getByRole('button', { name: 'Remove Kotlin' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove Swift' })).toBeVisible();
});
