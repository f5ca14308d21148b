import { expect, type Page, test } from '@playwright/test';
import { logInThroughUi } from '../../fixtures/auth';
import { expectNoAxeViolations as expectNoViolations } from '../../fixtures/axe';
import { catalogId, type JobInput, postJobThroughApi } from '../../fixtures/jobs';
import { type Account, createAccount, openArea } from '../areas/signed-in';

/**
 * A made-up word in every title of the jobs of one run of beforeAll, so a search finds exactly them:
 * a worker may run beforeAll again for later tests of this file (fullyParallel), with new jobs.
 */
const newTag = () =>
  `quokka${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

const jobsTagged = (TAG: string) =>
  ({
    react: {
      title: `${TAG} React dashboard for a logistics startup`,
      description: 'We need a React dashboard for our fleet.\nCharts, tables and a map of live deliveries.',
      category: 'Web Development',
      skills: ['React', 'TypeScript'],
      budget: { type: 'fixed', amountCents: 150_000 },
      experienceLevel: 'intermediate',
    },
    logo: {
      title: `${TAG} Logo and brand refresh for a bakery`,
      category: 'Graphic Design',
      skills: ['Logo Design', 'Branding'],
      budget: { type: 'hourly', minRateCents: 2_500, maxRateCents: 4_000 },
      experienceLevel: 'expert',
    },
    landing: {
      title: `${TAG} Fix a landing page layout`,
      category: 'Web Development',
      skills: ['HTML', 'CSS'],
      budget: { type: 'fixed', amountCents: 30_000 },
      experienceLevel: 'entry',
    },
  }) satisfies Record<string, JobInput>;
type JobKey = keyof ReturnType<typeof jobsTagged>;

let TAG: string;
let JOBS: ReturnType<typeof jobsTagged>;
let client: Account;
const ids = {} as Record<JobKey, string>;

test.beforeAll(async ({ browser }) => {
  TAG = newTag();
  JOBS = jobsTagged(TAG);
  client = await createAccount(browser, 'client', 'Cora Client');
  const context = await browser.newContext();
  try {
    for (const key of Object.keys(JOBS) as JobKey[]) {
      ids[key] = await postJobThroughApi(context.request, client, JOBS[key]);
    }
  } finally {
    await context.close();
  }
});

const resultTitles = (page: Page) => page.getByRole('article').getByRole('heading', { level: 2 });

test('[JOBS]: a visitor searches and filters jobs; the URL keeps it all and a reload restores it', async ({
  page,
}) => {
  const webDevelopment = await catalogId(page.request, 'categories', 'Web Development');
  const typeScript = await catalogId(page.request, 'skills', 'TypeScript');
  await page.goto(`/jobs?q=${TAG}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Find work' })).toBeVisible();
  await expect(page.getByLabel('Search jobs')).toHaveValue(TAG);
  await expect(page.getByText('3 jobs found')).toBeVisible();

  await page.getByLabel('Category').selectOption({ label: 'Web Development' });
  await expect(page).toHaveURL(new RegExp(`category=${webDevelopment}`));
  await expect(page.getByText('2 jobs found')).toBeVisible();
  // click(), not check(): the box follows the URL, which the router updates in a transition.
  await page.getByLabel('Entry level').click();
  await expect(page).toHaveURL(/experience=entry/);
  await expect(page.getByLabel('Entry level')).toBeChecked();
  await expect(resultTitles(page)).toHaveText([JOBS.landing.title]);
  await page.getByLabel('Entry level').click();
  await expect(page.getByLabel('Entry level')).not.toBeChecked();
  // Dollars in the box, cents in the URL.
  await page.getByLabel('Minimum').fill('1,000');
  await expect(page).toHaveURL(/budgetMin=100000/);
  await expect(resultTitles(page)).toHaveText([JOBS.react.title]);
  await page.getByPlaceholder('Search skills').fill('typescr');
  await page.getByRole('checkbox', { name: 'TypeScript' }).click();
  await expect(page).toHaveURL(new RegExp(`skills=${typeScript}`));
  await page.getByLabel('Sort by').selectOption({ label: 'Budget: high to low' });
  await expect(page).toHaveURL(/sort=budget_desc/);
  await expect(page.getByText('1 job found')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Search jobs')).toHaveValue(TAG);
  await expect(page.getByLabel('Category')).toHaveValue(webDevelopment);
  await expect(page.getByLabel('Minimum')).toHaveValue('1000');
  await expect(page.getByRole('checkbox', { name: 'TypeScript' })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Remove TypeScript' })).toBeVisible();
  await expect(page.getByLabel('Sort by')).toHaveValue('budget_desc');
  await expect(resultTitles(page)).toHaveText([JOBS.react.title]);

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect.poll(() => [...new URL(page.url()).searchParams.keys()]).toEqual(['q', 'sort']);
  // Highest budget first: $1,500, $300, then up to $40 an hour.
  await expect(resultTitles(page)).toHaveText([JOBS.react.title, JOBS.landing.title, JOBS.logo.title]);

  await page.getByLabel('Search jobs').fill(`${TAG} xylophone`);
  await page.getByLabel('Search jobs').press('Enter');
  await expect(page.getByText('No jobs match your search')).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(page.getByLabel('Search jobs')).toHaveValue('');
  await expect(page).not.toHaveURL(/q=/);

  // The API's own message for a search it refuses.
  await page.goto('/jobs?budgetMin=50000&budgetMax=100');
  await expect(page.getByRole('alert')).toHaveText('Minimum budget must not be more than the maximum');
});

test.describe('at a phone width', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('[JOBS]: the filters fold behind a Filters button', async ({ page }) => {
    await page.goto(`/jobs?q=${TAG}&experience=expert`);
    await expect(resultTitles(page)).toHaveText([JOBS.logo.title]);
    const toggle = page.getByRole('button', { name: 'Filters (1)' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByLabel('Category')).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByLabel('Expert')).toBeChecked();
  });
});

test('[JOBS]: a freelancer saves a job from the results, finds it in Saved Jobs and unsaves it', async ({
  page,
  browser,
}) => {
  const freelancer = await createAccount(browser, 'freelancer', 'Sam Saver');
  await openArea(page, freelancer, 'freelancer');
  await page.goto(`/freelancer/jobs?q=${TAG}`);
  const save = page.getByRole('button', { name: `Save job: ${JOBS.landing.title}` });
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  await save.click();
  await expect(page.getByText('Job saved')).toBeVisible();
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(save).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Find Work' }).click();
  await page.getByRole('menuitem', { name: 'Saved Jobs' }).click();
  await expect(page).toHaveURL(/\/freelancer\/saved-jobs$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Saved Jobs' })).toBeVisible();
  await expect(page.getByText('1 saved job')).toBeVisible();
  await expect(resultTitles(page)).toHaveText([JOBS.landing.title]);

  await page.getByRole('link', { name: JOBS.landing.title }).click();
  await expect(page).toHaveURL(new RegExp(`/freelancer/jobs/${ids.landing}$`));
  // The page's button on a saved job says so.
  const saveOnPage = page.getByRole('button', { name: /^(Save job|Saved)$/ });
  await expect(saveOnPage).toHaveText('Saved');
  await expect(saveOnPage).toHaveAttribute('aria-pressed', 'true');
  await saveOnPage.click();
  await expect(page.getByText('Job removed from your saved jobs')).toBeVisible();
  await expect(saveOnPage).toHaveAttribute('aria-pressed', 'false');
  await expect(saveOnPage).toHaveText('Save job');

  await page.getByRole('link', { name: 'Back to jobs' }).click();
  await expect(page).toHaveURL(/\/freelancer\/saved-jobs$/);
  await expect(page.getByText('You have no saved jobs')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Find work' }).click();
  await expect(page).toHaveURL(/\/freelancer\/jobs$/);
});

test('[JOBS]: a proposal is checked in the browser, sent, edited, withdrawn, and My Proposals follows it', async ({
  page,
  browser,
}) => {
  // A job of its own: its client closes it for a while below, which the other tests must not see.
  const job = { ...JOBS.logo, title: `Logo for a corner bakery ${Date.now().toString(36)}` };
  const clientSide = await browser.newContext();
  const jobId = await postJobThroughApi(clientSide.request, client, job);
  const setJobStatus = async (action: 'close' | 'reopen') =>
    expect((await clientSide.request.post(`/api/client/jobs/${jobId}/${action}`)).status()).toBe(200);
  const freelancer = await createAccount(browser, 'freelancer', 'Pia Proposer');
  await openArea(page, freelancer, 'freelancer');
  await page.goto(`/freelancer/jobs/${jobId}`);
  await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
  await expect(page.getByText('Member since')).toBeVisible();

  const coverLetter = page.getByLabel('Cover letter');
  const bid = page.getByLabel('Your hourly rate (USD)');
  const duration = page.getByLabel('Estimated duration');
  await page.getByRole('button', { name: 'Send proposal' }).click();
  await expect(coverLetter).toBeFocused();
  await expect(coverLetter).toHaveAttribute('aria-invalid', 'true');
  await expect(coverLetter).toHaveAccessibleDescription(/Cover letter must be at least 50 characters/);
  await expect(bid).toHaveAccessibleDescription(/Hourly rate bid is required/);
  await expect(duration).toHaveAccessibleDescription(/Choose an expected duration/);

  await coverLetter.fill('Hello there');
  await expect(page.getByText('11 / 5,000 characters')).toBeVisible();
  const letter =
    'I have drawn logos for six bakeries.\nI would start with three sketches and refine the one you like.';
  await coverLetter.fill(letter);
  await expect(coverLetter).toHaveAttribute('aria-invalid', 'false');
  await bid.fill('1000');
  await expect(bid).toHaveAccessibleDescription(/Enter an amount of at most \$999/);
  await bid.fill('35');
  await duration.selectOption({ label: 'Less than 1 month' });
  await expect(page.getByText(/must be|is required|Choose an/)).toHaveCount(0);

  // The client closes the job while the form is open: the server's refusal is shown as it is.
  await setJobStatus('close');
  await page.getByRole('button', { name: 'Send proposal' }).click();
  await expect(page.getByRole('alert')).toHaveText('This job is no longer accepting proposals');
  await setJobStatus('reopen');

  await page.getByRole('button', { name: 'Send proposal' }).click();
  await expect(page.getByText('Proposal sent')).toBeVisible();
  const section = page.getByRole('region', { name: 'Your proposal' });
  await expect(section.getByRole('heading', { name: 'Your proposal' })).toBeFocused();
  await expect(section.getByText('Submitted', { exact: true })).toBeVisible();
  await expect(section.getByText('$35 /hr')).toBeVisible();
  await expect(section.getByText(/six bakeries\.\nI would start/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'View your proposal' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Find Work' }).click();
  await page.getByRole('menuitem', { name: 'My Proposals' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Proposals' })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(job.title) });
  await expect(row.getByRole('cell')).toHaveText([job.title, '$35 /hr', 'Submitted', /\w+ \d+, \d{4}/]);

  await row.getByRole('link', { name: job.title }).click();
  await page.getByRole('button', { name: 'Edit proposal' }).click();
  await expect(page.getByRole('heading', { name: 'Edit your proposal' })).toBeVisible();
  await expect(coverLetter).toHaveValue(letter);
  await expect(bid).toHaveValue('35');
  await expect(duration).toHaveValue('less_than_1_month');
  await bid.fill('30');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Proposal updated')).toBeVisible();
  await expect(section.getByText('$30 /hr')).toBeVisible();

  await section.getByRole('button', { name: 'Withdraw' }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw your proposal?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Withdraw proposal' }).click();
  await expect(page.getByText('Proposal withdrawn')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(section.getByRole('heading', { name: 'Your proposal' })).toBeFocused();
  await expect(section.getByText('Withdrawn', { exact: true })).toBeVisible();
  await expect(section.getByText('You withdrew this proposal.')).toBeVisible();
  await expect(section.getByRole('button', { name: 'Edit proposal' })).toHaveCount(0);

  await page.goto('/freelancer/proposals');
  await page.getByRole('button', { name: 'Withdrawn' }).click();
  await expect(page).toHaveURL(/status=withdrawn/);
  await expect(page.getByRole('row', { name: new RegExp(job.title) })).toContainText('Withdrawn');
  await page.getByRole('button', { name: 'Submitted' }).click();
  await expect(page.getByText('No submitted proposals.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Submitted' })).toHaveAttribute('aria-pressed', 'true');
  await clientSide.close();
});

test('[JOBS]: a visitor who applies logs in and lands back on the job; a client reads it without Apply', async ({
  page,
  browser,
}) => {
  const freelancer = await createAccount(browser, 'freelancer', 'Ava Applicant');
  await page.goto(`/jobs?q=${TAG}`);
  await page.getByRole('link', { name: JOBS.react.title }).click();
  await expect(page).toHaveURL(new RegExp(`/jobs/${ids.react}$`));
  await expect(page.getByRole('heading', { level: 1, name: JOBS.react.title })).toBeVisible();
  await expect(page.getByText('Fixed price · $1,500')).toBeVisible();
  await expect(page.getByText(/for our fleet\.\nCharts/)).toBeVisible();
  await page.getByRole('button', { name: 'Apply now' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByPlaceholder('Enter your email').fill(freelancer.email);
  await page.getByPlaceholder('Enter your password').fill(freelancer.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(new RegExp(`/freelancer/jobs/${ids.react}$`));
  await expect(page.getByRole('heading', { level: 1, name: JOBS.react.title })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Submit a proposal' })).toBeVisible();

  // A signed-in freelancer reads the public pages as they are (issue 12), and applies in their area.
  await page.goto(`/jobs?q=${TAG}`);
  await expect(page).toHaveURL(new RegExp(`://[^/]+/jobs\\?q=${TAG}$`));
  await expect(page.getByRole('banner').getByRole('link', { name: 'Go to my dashboard' })).toBeVisible();
  await page.getByRole('link', { name: JOBS.react.title }).click();
  await expect(page).toHaveURL(new RegExp(`://[^/]+/jobs/${ids.react}$`));
  await page.getByRole('region', { name: 'Apply' }).getByRole('link', { name: 'Apply now' }).click();
  await expect(page).toHaveURL(new RegExp(`/freelancer/jobs/${ids.react}$`));
  await expect(page.getByRole('heading', { name: 'Submit a proposal' })).toBeVisible();

  const clientPage = await browser.newPage();
  try {
    await logInThroughUi(clientPage, client.email, client.password);
    await expect(clientPage).toHaveURL(/\/client\/home$/);
    await clientPage.goto(`/jobs/${ids.react}`);
    await expect(clientPage.getByRole('heading', { level: 1, name: JOBS.react.title })).toBeVisible();
    await expect(clientPage.getByRole('link', { name: 'Go to my dashboard' })).toBeVisible();
    await expect(clientPage.getByRole('button', { name: 'Apply now' })).toHaveCount(0);
  } finally {
    await clientPage.close();
  }
});

for (const theme of ['light', 'dark'] as const) {
  test(`[A11Y]: the public job search and job pages have no axe violations (${theme})`, async ({ page }) => {
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    const isDark = page.locator('html.dark');

    await page.goto(`/jobs?q=${TAG}`);
    await expect(page.getByText('3 jobs found')).toBeVisible();
    await expect(isDark).toHaveCount(theme === 'dark' ? 1 : 0);
    await expectNoViolations(page, `/jobs (${theme})`);
    await page.goto(`/jobs/${ids.react}`);
    await expect(page.getByRole('button', { name: 'Apply now' })).toBeVisible();
    await expectNoViolations(page, `/jobs/:id (${theme})`);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`/jobs?q=${TAG}`);
    await page.getByRole('button', { name: 'Filters' }).click();
    await expect(page.getByLabel('Category')).toBeVisible();
    await expectNoViolations(page, `/jobs with the filters open on a phone (${theme})`);
  });

  test(`[A11Y]: the freelancer's job search, job, saved jobs and proposals pages have no axe violations (${theme})`, async ({
    page,
    browser,
  }) => {
    const freelancer = await createAccount(browser, 'freelancer', `Axel ${theme}`);
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    await openArea(page, freelancer, 'freelancer');
    await page.goto(`/freelancer/jobs?q=${TAG}`);
    await page.getByRole('button', { name: `Save job: ${JOBS.react.title}` }).click();
    await expect(page.getByRole('button', { name: `Save job: ${JOBS.react.title}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // The page is audited, not the 'Job saved' toast sliding over it (axe misreads its contrast mid-way).
    // The button shows 'pressed' while the call runs, so the toast is awaited first, then its leaving.
    const saved = page.getByText('Job saved', { exact: true });
    await expect(saved).toBeVisible();
    await expect(saved).toBeHidden({ timeout: 10_000 });
    await expectNoViolations(page, `/freelancer/jobs (${theme})`);

    await page.goto(`/freelancer/jobs/${ids.react}`);
    await page.getByRole('button', { name: 'Send proposal' }).click();
    await expect(page.getByLabel('Cover letter')).toHaveAttribute('aria-invalid', 'true');
    await expectNoViolations(page, `/freelancer/jobs/:id with form errors (${theme})`);
    const sent = await page.request.post(`/api/freelancer/jobs/${ids.react}/proposals`, {
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
    await expectNoViolations(page, `/freelancer/jobs/:id with a proposal and the withdraw dialog (${theme})`);
    await page.getByRole('button', { name: 'Keep proposal' }).click();

    await page.goto('/freelancer/saved-jobs');
    await expect(resultTitles(page)).toHaveText([JOBS.react.title]);
    await expectNoViolations(page, `/freelancer/saved-jobs (${theme})`);
    await page.goto('/freelancer/proposals');
    await expect(page.getByRole('row', { name: new RegExp(JOBS.react.title) })).toBeVisible();
    await expectNoViolations(page, `/freelancer/proposals (${theme})`);
  });
}
