import { expect, test } from '@playwright/test';
import { ownAddress } from '../../fixtures/auth';
import { postJobThroughApi } from '../../fixtures/jobs';
import { type Account, createAccount, openArea } from '../areas/signed-in';

async function proposeTo(browser: import('@playwright/test').Browser, freelancer: Account, jobId: string) {
  const side = await browser.newContext();
  try {
    const { email, password } = freelancer;
    await side.request.post('/api/auth/login', { data: { email, password }, headers: ownAddress() });
    const sent = await side.request.post(`/api/freelancer/jobs/${jobId}/proposals`, {
      data: {
        coverLetter: 'I have built many of these and would be glad to build yours, on time and on budget.',
        bidCents: 120_000,
        duration: '1_to_3_months',
      },
    });
    expect(sent.status(), await sent.text()).toBe(201);
  } finally {
    await side.close();
  }
}

test('[POLISH]: a closed job offers Reopen but not Edit, and its edit page refuses at the top, focused', async ({
  page,
  browser,
}) => {
  const client = await createAccount(browser, 'client', 'Clara Closer');
  const title = `Closed edit job ${Date.now().toString(36)}`;
  const jobId = await postJobThroughApi(page.request, client, { title, status: 'closed' });
  await openArea(page, client, 'client');

  await page.goto(`/client/jobs/${jobId}`);
  await expect(page.getByRole('button', { name: `Reopen: ${title}` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit', exact: true })).toHaveCount(0);
  // Her own job page is about the job, not 'About the client' (herself).
  await expect(page.getByRole('heading', { name: 'About the client' })).toHaveCount(0);

  await page.goto('/client/jobs?status=closed');
  const card = page.getByRole('article').filter({ hasText: title });
  await expect(card.getByRole('button', { name: `Reopen: ${title}` })).toBeVisible();
  await expect(card.getByRole('link', { name: `Edit: ${title}` })).toHaveCount(0);

  await page.goto(`/client/jobs/${jobId}/edit`);
  const refusal = page
    .getByRole('alert')
    .filter({ hasText: 'A closed job cannot be edited. Reopen it first.' });
  await expect(refusal).toBeVisible();
  await expect(refusal).toBeFocused();
  await expect(page.getByRole('button', { name: 'Save changes' })).toHaveCount(0);
});

test('[POLISH]: budgets say what is wrong, and money fields take digits and one decimal point only', async ({
  page,
  browser,
}) => {
  const client = await createAccount(browser, 'client', 'Bea Budget');
  await openArea(page, client, 'client');
  await page.goto('/client/jobs/new');
  const budget = page.getByLabel('Budget (USD)');
  await budget.pressSequentially('-4a.5.0');
  await expect(budget).toHaveValue('4.50');
  await page.getByRole('button', { name: 'Publish job' }).click();
  await expect(page.getByText('Enter an amount of at least $5')).toBeVisible();
  await budget.fill('');
  await budget.pressSequentially('12.345');
  await expect(page.getByText('Use at most two decimals')).toBeVisible();
  await expect(page.getByText('Budget must be a number')).toHaveCount(0);
  await budget.press('Backspace');
  await expect(page.getByText('Use at most two decimals')).toHaveCount(0);
});

test('[POLISH]: closing a job with proposals and declining a proposal ask first; the filter and the badge say "Submitted"', async ({
  page,
  browser,
}) => {
  const client = await createAccount(browser, 'client', 'Ciro Confirm');
  const freelancer = await createAccount(browser, 'freelancer', 'Dora Declined');
  const title = `Confirm job ${Date.now().toString(36)}`;
  const jobId = await postJobThroughApi(page.request, client, { title });
  await proposeTo(browser, freelancer, jobId);
  await openArea(page, client, 'client');
  await page.goto(`/client/jobs/${jobId}`);

  const proposal = page.getByRole('article', { name: 'Proposal from Dora Declined' });
  await expect(proposal.getByText('Submitted', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submitted', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'New', exact: true })).toHaveCount(0);

  // A proposal waiting for an answer: closing asks first, and counts it.
  const close = page.getByRole('dialog', { name: 'Close this job?' });
  await page.getByRole('button', { name: `Close job: ${title}` }).click();
  await expect(close).toContainText('It has 1 proposal waiting for your answer.');
  await close.getByRole('button', { name: 'Keep it open' }).click();
  await expect(close).toBeHidden();

  await proposal.getByRole('button', { name: 'Decline', exact: true }).click();
  const decline = page.getByRole('dialog', { name: "Decline Dora Declined's proposal?" });
  await expect(decline).toBeVisible();
  await decline.getByRole('button', { name: 'Keep proposal' }).click();
  await expect(decline).toBeHidden();
  await expect(proposal.getByText('Submitted', { exact: true })).toBeVisible();
  await proposal.getByRole('button', { name: 'Decline', exact: true }).click();
  await decline.getByRole('button', { name: 'Decline proposal' }).click();
  await expect(page.getByText('Proposal declined')).toBeVisible();
  await expect(proposal.getByText('Declined', { exact: true })).toBeVisible();

  // Declined is answered, not live: nothing left to cut off, so closing does not ask.
  await page.getByRole('button', { name: `Close job: ${title}` }).click();
  await expect(page.getByText('Job closed')).toBeVisible();
  await expect(close).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Reopen: ${title}` })).toBeVisible();
});
