import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { createAccount, signedInAs } from '../../fixtures/auth';
import { expectNoAxeViolations } from '../../fixtures/axe';
import { postJobThroughApi } from '../../fixtures/jobs';
import { completeProfileThroughApi } from '../../fixtures/profiles';

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

test("[MATCHING]: above the bid, a freelancer sees which of the job's skills their profile shows", async ({
  page,
  browser,
}) => {
  const client = await createAccount(page.request, 'client', 'Hana Hints');
  const jobId = await postJobThroughApi(page.request, client, {
    title: 'A booking app in Kotlin and Swift',
    category: 'App Development',
    skills: ['Kotlin', 'Swift'],
  });
  const freelancer = await signedInAs(browser, 'freelancer', 'Kai Kotlin');
  await completeProfileThroughApi(freelancer.page.request, {
    title: 'Android developer',
    overview: 'I build Android apps in Kotlin for small companies, from the first sketch to the store.',
    skills: ['Kotlin'],
    category: 'App Development',
    hourlyRateCents: 4_500,
    country: 'PT',
    timeZone: 'Europe/Lisbon',
    languages: [{ name: 'English', level: 'fluent' }],
  });

  await freelancer.page.goto(`/freelancer/jobs/${jobId}`);
  const hints = freelancer.page.getByRole('region', { name: 'Hints for your proposal' });
  await expect(hints).toContainText(
    "Your profile shows 1 of this job's 2 skills: Kotlin. Not on your profile: Swift.",
  );
  await expectNoAxeViolations(freelancer.page, 'the proposal form with its hints');
  await freelancer.page.context().close();
});
