import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { createAccount, signedInAs } from '../../fixtures/auth';
import { expectNoAxeViolations } from '../../fixtures/axe';
import { postJobThroughApi } from '../../fixtures/jobs';
import { completeProfileThroughApi } from '../../fixtures/profiles';

// Skills few other specs use, and a word only this run has: the match is the first by a clear margin.
const SKILLS = ['Kotlin', 'Swift', 'Flutter'];

test('[MATCHING]: a client opens Suggested on a new job, reads why, invites the first match, who sees the job first in Best matches', async ({
  page,
  browser,
}) => {
  test.slow(true, 'two accounts, a profile, a job, two areas and two axe scans');
  const word = `zq${randomBytes(4).toString('hex')}`;
  // The freelancer reads in the dark theme: the reasons' panel is checked in both.
  const freelancer = await signedInAs(browser, 'freelancer', 'Mara Match', { theme: 'dark' });
  await completeProfileThroughApi(freelancer.page.request, {
    title: `Mobile developer for ${word} apps`,
    overview: 'I build iPhone and Android apps for small companies, from the first sketch to the store.',
    skills: SKILLS,
    category: 'App Development',
    hourlyRateCents: 4_500,
    country: 'PT',
    timeZone: 'Europe/Lisbon',
    languages: [{ name: 'English', level: 'fluent' }],
  });

  const client = await createAccount(page.request, 'client', 'Cleo Client');
  const title = `Build our ${word} booking app`;
  const jobId = await postJobThroughApi(page.request, client, {
    title,
    description: `Customers of our ${word} studios book classes on iPhone and Android; we need the app built and released.`,
    category: 'App Development',
    skills: SKILLS,
    budget: { type: 'hourly', minRateCents: 3_000, maxRateCents: 6_000 },
  });

  await page.goto(`/client/jobs/${jobId}`);
  await page.getByRole('tab', { name: 'Suggested' }).click();
  const first = page
    .getByRole('list', { name: 'Suggested freelancers, best match first' })
    .getByRole('listitem')
    .first();
  await expect(first.getByRole('heading', { name: 'Mara Match' })).toBeVisible();
  await expect(first.getByText('Why this match')).toBeVisible();
  await expect(first.getByText('Flutter, Kotlin, Swift')).toBeVisible();
  await expect(first.getByText('$45/hr, within your $30–60/hr budget')).toBeVisible();
  await expectNoAxeViolations(page, "the job's Suggested tab");

  await first.getByRole('button', { name: 'Invite to job' }).click();
  await expect(page.getByText(`Mara Match was invited to ${title}`)).toBeVisible();
  await expect(first.getByText('Invited', { exact: true })).toBeVisible();

  const findWork = freelancer.page;
  await findWork.goto('/freelancer/jobs');
  await expect(findWork.getByRole('button', { name: 'Best matches', pressed: true })).toBeVisible();
  const best = findWork.getByRole('list', { name: 'Best matches, best first' }).getByRole('listitem').first();
  await expect(best.getByRole('heading', { name: title })).toBeVisible();
  await expect(best.getByText('Your $45/hr rate is within the $30–60/hr budget')).toBeVisible();
  await expectNoAxeViolations(findWork, "Find Work's Best matches");

  await findWork.getByRole('button', { name: 'Most recent' }).click();
  await expect(findWork.getByRole('button', { name: 'Most recent', pressed: true })).toBeVisible();
  await expect(findWork.getByRole('heading', { name: 'Find work', level: 1 })).toBeVisible();
  await findWork.context().close();
});
