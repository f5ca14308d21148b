import { expect, test } from '@playwright/test';
import { postJobThroughApi } from '../../fixtures/jobs';
import { createAccount, openArea } from '../areas/signed-in';
import { resultTitles, useFindWorkBoard } from './find-work-board';

const board = useFindWorkBoard();

test('[JOBS]: a freelancer saves a job from the results, finds it in Saved Jobs and unsaves it', async ({
  page,
  browser,
}) => {
  const freelancer = await createAccount(browser, 'freelancer', 'Sam Saver');
  await openArea(page, freelancer, 'freelancer');
  await page.goto(`/freelancer/jobs?q=${board.TAG}`);
  const save = page.getByRole('button', { name: `Save job: ${board.JOBS.landing.title}` });
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
  await expect(resultTitles(page)).toHaveText([board.JOBS.landing.title]);

  await page.getByRole('link', { name: board.JOBS.landing.title }).click();
  await expect(page).toHaveURL(new RegExp(`/freelancer/jobs/${board.ids.landing}$`));
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
  const job = { ...board.JOBS.logo, title: `Logo for a corner bakery ${Date.now().toString(36)}` };
  const clientSide = await browser.newContext();
  const jobId = await postJobThroughApi(clientSide.request, board.client, job);
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
