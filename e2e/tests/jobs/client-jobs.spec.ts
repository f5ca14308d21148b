import { expect, test } from '@playwright/test';
import { postJobThroughApi } from '../../fixtures/jobs';
import { createAccount, openArea } from '../areas/signed-in';

test('[JOBS]: the post-job form shows the shared schema messages, saves a draft and publishes it', async ({
  page,
  browser,
}) => {
  const client = await createAccount(browser, 'client', 'Paula Poster');
  await openArea(page, client, 'client');
  await page.getByRole('main').getByRole('link', { name: 'Post Job' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Post a job' })).toBeVisible();

  await page.getByRole('button', { name: 'Publish job' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'fields need your attention' })).toBeFocused();
  // Each message is tied to its field, so a screen reader reads it with the field.
  const fields = [
    [page.getByLabel('Title'), 'Title must be at least 5 characters'],
    [page.getByLabel('Description'), 'Description must be at least 50 characters'],
    [page.getByLabel('Category'), 'Choose a category'],
    [page.getByRole('group', { name: 'Skills' }), 'Choose at least 1 skill'],
    [page.getByLabel('Budget (USD)'), 'Budget is required'],
    [page.getByRole('group', { name: 'Experience level' }), 'Choose an experience level'],
    [page.getByLabel('Expected duration'), 'Choose an expected duration'],
  ] as const;
  for (const [field, message] of fields) {
    await expect(field).toHaveAccessibleDescription(new RegExp(message));
  }
  await expect(page.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Title').fill('Logo for a bakery');
  await expect(page.getByText('Title must be at least 5 characters')).toBeHidden();
  await page
    .getByLabel('Description')
    .fill('A warm, hand-drawn logo for our family bakery.\nWe need it in colour and in black.');
  await page.getByLabel('Category').selectOption({ label: 'Graphic Design' });
  await page.getByPlaceholder('Search skills').fill('illustr');
  await page.getByRole('checkbox', { name: 'Adobe Illustrator' }).check();
  await expect(page.getByRole('button', { name: 'Remove Adobe Illustrator' })).toBeVisible();
  await page.getByLabel('Hourly').check();
  await page.getByLabel('Minimum hourly rate (USD)').fill('40');
  await page.getByLabel('Maximum hourly rate (USD)').fill('25');
  await page.getByLabel('Expert').check();
  await page.getByLabel('Expected duration').selectOption({ label: 'Less than 1 month' });
  await expect(page.getByText('Maximum hourly rate must be at least the minimum rate')).toBeVisible();
  await page.getByLabel('Maximum hourly rate (USD)').fill('60.50');

  await page.getByRole('button', { name: 'Save as draft' }).click();
  await expect(page.getByText('Draft saved')).toBeVisible();
  await expect(page).toHaveURL(/\/client\/jobs\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Logo for a bakery' })).toBeVisible();
  const manage = page.getByRole('region', { name: 'Manage this job' });
  await expect(manage.getByText('Draft', { exact: true })).toBeVisible();
  await expect(page.getByText('Hourly · $40–$60.50 /hr')).toBeVisible();
  // Line breaks in the description are kept.
  await expect(page.getByText(/family bakery\.\nWe need it/)).toBeVisible();
  await expect(page.getByText('Publish this job to start receiving proposals.')).toBeVisible();

  await manage.getByRole('button', { name: 'Publish: Logo for a bakery' }).click();
  await expect(page.getByText('Job published')).toBeVisible();
  await expect(manage.getByText('Open', { exact: true })).toBeVisible();
  await expect(page.getByText('No proposals yet. Freelancers who apply will show up here.')).toBeVisible();
});

test('[JOBS]: My Jobs lists the jobs by status; a job is edited, closed and reopened; home shows open jobs', async ({
  page,
  browser,
}) => {
  const client = await createAccount(browser, 'client', 'Milo Manager');
  await postJobThroughApi(page.request, client, { title: 'Logo for a bakery', status: 'draft' });
  await openArea(page, client, 'client');
  await page.goto('/client/jobs/new');
  await page.getByLabel('Title').fill('Write product descriptions');
  await page
    .getByLabel('Description')
    .fill('Forty short product descriptions for an online tea shop, friendly and clear.');
  await page.getByLabel('Category').selectOption({ label: 'Content Writing' });
  await page.getByPlaceholder('Search skills').fill('copy');
  await page.getByRole('checkbox', { name: 'Copywriting' }).check();
  await page.getByLabel('Budget (USD)').fill('1,200');
  await page.getByLabel('Entry level').check();
  await page.getByLabel('Expected duration').selectOption({ label: '1 to 3 months' });
  await page.getByRole('button', { name: 'Publish job' }).click();
  await expect(page.getByText('Job published')).toBeVisible();
  const jobUrl = page.url();

  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page.getByLabel('Title')).toHaveValue('Write product descriptions');
  await expect(page.getByLabel('Budget (USD)')).toHaveValue('1200');
  await page.getByLabel('Title').fill('Write 40 product descriptions');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Job updated')).toBeVisible();
  await expect(page).toHaveURL(jobUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'Write 40 product descriptions' })).toBeVisible();

  await page.getByRole('button', { name: 'Close job: Write 40 product descriptions' }).click();
  await expect(page.getByText('Job closed')).toBeVisible();
  await expect(page.getByText('This job no longer takes proposals. Reopen it to take more.')).toBeVisible();

  await page.goto('/client/jobs?status=closed');
  await expect(page.getByRole('button', { name: 'Closed' })).toHaveAttribute('aria-pressed', 'true');
  const closedCard = page.getByRole('article').filter({ hasText: 'Write 40 product descriptions' });
  await closedCard.getByRole('button', { name: 'Reopen: Write 40 product descriptions' }).click();
  await expect(page.getByText('Job reopened')).toBeVisible();
  await expect(page.getByText('No jobs with this status.')).toBeVisible();

  await page.getByRole('button', { name: 'Drafts' }).click();
  await expect(page).toHaveURL(/status=draft/);
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article').filter({ hasText: 'Logo for a bakery' })).toContainText('Draft');
  await page.getByRole('button', { name: 'All' }).click();
  await expect(page.getByText('2 jobs')).toBeVisible();

  await page.goto('/client/home');
  const overview = page.getByRole('region', { name: 'Overview' });
  await expect(overview.getByText('Open jobs (1)')).toBeVisible();
  await expect(overview.getByRole('link', { name: 'Write 40 product descriptions' })).toBeVisible();
  await expect(overview.getByText('No job posts or contracts in progress right now')).toBeHidden();
});

test("[JOBS]: a client cannot open another client's job; it is not found", async ({ page, browser }) => {
  const owner = await createAccount(browser, 'client', 'Oscar Owner');
  const jobId = await postJobThroughApi(page.request, owner, {
    title: 'Private draft of Oscar',
    status: 'draft',
  });
  const other = await createAccount(browser, 'client', 'Olga Other');
  await page.context().clearCookies();
  await openArea(page, other, 'client');
  await page.goto(`/client/jobs/${jobId}`);
  await expect(page.getByRole('heading', { name: 'ERROR 404' })).toBeVisible();
  await expect(page.getByText('Private draft of Oscar')).toHaveCount(0);
  await page.goto(`/client/jobs/${jobId}/edit`);
  await expect(page.getByRole('heading', { name: 'ERROR 404' })).toBeVisible();
});
