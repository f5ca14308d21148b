import { type APIRequestContext, expect, test } from '@playwright/test';
import type { GetJobsResponse } from '@skillora/shared';
import { postJobsAsNewClient } from './client-jobs';
import { expectNoViolations, signInAdminQuickly, switchTheme, uniqueTag } from './helpers';

/** What a visitor finds: the job's public page status and whether the public search lists it. */
async function publicView(request: APIRequestContext, id: string, q: string) {
  const page = await request.get(`/api/jobs/${id}`);
  const search = await request.get(`/api/jobs?q=${encodeURIComponent(q)}`);
  expect(search.status()).toBe(200);
  const { data } = (await search.json()) as GetJobsResponse;
  return { status: page.status(), isFound: data.some((job) => job.id === id) };
}

test('[ADMIN]: finds a client’s job, unlists it after confirming (gone for the public) and lists it again', async ({
  page,
  request,
  browser,
}) => {
  // A sign-up with its emailed code, a second browser and six axe runs: more than the default 30 s
  // on a busy machine.
  test.slow();
  const tag = uniqueTag();
  const title = `Logo redesign ${tag} for a bakery`;
  const { client, category, jobs } = await postJobsAsNewClient(page, `Client ${tag}`, [
    { title, status: 'open' },
  ]);
  const { id } = jobs[0]!;
  // `request` and `visitor` share no cookie with the page: they are an anonymous visitor.
  expect(await publicView(request, id, tag)).toEqual({ status: 200, isFound: true });
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const visitorResult = visitor.getByRole('link', { name: title });
  await visitor.goto(`/jobs?q=${tag}`);
  await expect(visitorResult).toBeVisible();

  await signInAdminQuickly(page);
  await page.goto('/admin/jobs');
  await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
  const rows = page.getByRole('row').filter({ has: page.getByRole('cell') });
  await page.getByPlaceholder('Search jobs...').fill(tag);
  await expect(page).toHaveURL(new RegExp(`search=${tag}`));
  await expect(rows).toHaveCount(1);
  const cells = rows.first().getByRole('cell');
  await expect(cells.nth(0)).toHaveText('1');
  // The title's cell also holds the client and status that show under it at phone width.
  await expect(cells.nth(1).getByRole('link')).toHaveText(title);
  await expect(cells.nth(2)).toContainText(client.name);
  await expect(cells.nth(2)).toContainText(client.email);
  await expect(cells.nth(3)).toHaveText(category);
  await expect(cells.nth(4)).toHaveText('Open');
  await expect(cells.nth(5)).toHaveText('0');
  await expect(cells.nth(6).locator('time')).toBeVisible();
  await expect(page.getByText('Page 1 of 1')).toBeVisible();

  // The switch's tooltip says what it does; unlisting asks first, and Cancel changes nothing.
  const toggle = page.getByRole('switch', { name: `Listed: ${title}` });
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await toggle.hover();
  await expect(page.getByRole('tooltip', { name: 'Unlist this job' })).toBeVisible();
  await toggle.click();
  const confirm = page.getByRole('dialog', { name: `Unlist "${title}"?` });
  await expect(confirm).toBeVisible();
  await expectNoViolations(page, 'unlist dialog (light)');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await switchTheme(page, 'dark');
  await toggle.click();
  await expect(confirm).toBeVisible();
  await expectNoViolations(page, 'unlist dialog (dark)');
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(toggle).toBeFocused();
  await switchTheme(page, 'light');

  // A failed call shows its fallback text and leaves the job listed.
  await page.route(`**/api/admin/jobs/${id}/unlist`, (route) => route.fulfill({ status: 500, body: '' }), {
    times: 1,
  });
  await toggle.click();
  await confirm.getByRole('button', { name: 'Unlist' }).click();
  await expect(page.getByText('Failed to unlist job', { exact: true })).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');

  await confirm.getByRole('button', { name: 'Unlist' }).click();
  await expect(page.getByText('Job unlisted', { exact: true })).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expect(cells.nth(7)).toContainText('Unlisted');
  expect(await publicView(request, id, tag)).toEqual({ status: 404, isFound: false });
  await visitor.reload();
  await expect(visitor.getByText('0 jobs found', { exact: true })).toBeVisible();
  await expect(visitorResult).toHaveCount(0);
  await expectNoViolations(page, 'unlisted row (light)');
  await switchTheme(page, 'dark');
  await expectNoViolations(page, 'unlisted row (dark)');
  await switchTheme(page, 'light');

  // The state is the server's: it survives a reload. Relisting needs no confirmation.
  await page.reload();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await toggle.hover();
  await expect(page.getByRole('tooltip', { name: 'List this job again' })).toBeVisible();
  await toggle.click();
  await expect(page.getByText('Job listed again', { exact: true })).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await publicView(request, id, tag)).toEqual({ status: 200, isFound: true });
  await visitor.reload();
  await expect(visitorResult).toBeVisible();
  await visitorContext.close();
});

test('[ADMIN]: filters jobs by status and listing, five a page, with the filters in the URL', async ({
  page,
}) => {
  // A sign-up with its emailed code, seven jobs posted and two axe runs.
  test.slow();
  const tag = uniqueTag();
  const { jobs } = await postJobsAsNewClient(page, `Filters ${tag}`, [
    { title: `Open job ${tag} one`, status: 'open' },
    { title: `Open job ${tag} two`, status: 'open' },
    { title: `Open job ${tag} three`, status: 'open' },
    { title: `Open job ${tag} four`, status: 'open' },
    { title: `Draft job ${tag} one`, status: 'draft' },
    { title: `Draft job ${tag} two`, status: 'draft' },
    { title: `Closed job ${tag} one`, status: 'closed' },
  ]);
  await signInAdminQuickly(page);
  const unlisted = jobs[1]!;
  expect((await page.request.put(`/api/admin/jobs/${unlisted.id}/unlist`)).status()).toBe(200);

  await page.goto(`/admin/jobs?search=${tag}`);
  await expect(page.getByPlaceholder('Search jobs...')).toHaveValue(tag);
  const rows = page.getByRole('row').filter({ has: page.getByRole('cell') });
  const status = page.getByText(/^Page \d+ of \d+$/);
  const statusFilter = page.getByLabel('Status');
  const listingFilter = page.getByLabel('Listing');

  // Newest first, five a page.
  await expect(status).toHaveText('Page 1 of 2');
  await expect(rows).toHaveCount(5);
  await expect(rows.first()).toContainText(`Closed job ${tag} one`);
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(status).toHaveText('Page 2 of 2');
  await expect(page).toHaveURL(/page=2/);
  await expect(rows).toHaveCount(2);
  await expect(rows.first().getByRole('cell').first()).toHaveText('6');
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();

  // A filter goes back to page 1.
  await statusFilter.selectOption({ label: 'Draft' });
  await expect(page).toHaveURL(/status=draft/);
  await expect(page).not.toHaveURL(/page=/);
  await expect(status).toHaveText('Page 1 of 1');
  await expect(rows).toHaveCount(2);
  for (const row of await rows.all()) {
    await expect(row).toContainText('Draft');
    await expect(row).toContainText('Not posted');
  }
  await statusFilter.selectOption({ label: 'Closed' });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`Closed job ${tag} one`);
  await statusFilter.selectOption({ label: 'Open' });
  await expect(rows).toHaveCount(4);

  await listingFilter.selectOption({ label: 'Unlisted' });
  await expect(page).toHaveURL(/listing=unlisted/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(unlisted.title);
  await expect(page.getByRole('switch', { name: `Listed: ${unlisted.title}` })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  await listingFilter.selectOption({ label: 'Listed' });
  await expect(rows).toHaveCount(3);
  await expect(rows.filter({ hasText: unlisted.title })).toHaveCount(0);

  // The filters survive a reload.
  await statusFilter.selectOption({ label: 'All' });
  await listingFilter.selectOption({ label: 'Unlisted' });
  await page.reload();
  await expect(statusFilter).toHaveValue('');
  await expect(listingFilter).toHaveValue('unlisted');
  await expect(rows).toHaveCount(1);

  // Rows in every status and both switch states pass axe in both themes.
  await listingFilter.selectOption({ label: 'All' });
  await expect(rows).toHaveCount(5);
  await expectNoViolations(page, 'jobs (light)');
  await switchTheme(page, 'dark');
  await expectNoViolations(page, 'jobs (dark)');
  await switchTheme(page, 'light');

  await page.getByPlaceholder('Search jobs...').fill(`nothing${tag}`);
  await expect(page.getByText('No jobs found.')).toBeVisible();
  await expect(status).toHaveText('Page 1 of 1');

  // The dashboard's job counts lead to the same filters.
  await page.goto('/admin/dashboard');
  const unlistedCard = page.getByRole('link', { name: /Unlisted jobs/ });
  await expect(unlistedCard).toContainText(/Unlisted jobs\s*[1-9]/);
  await unlistedCard.click();
  await expect(page).toHaveURL(/\/admin\/jobs\?listing=unlisted$/);
  await expect(listingFilter).toHaveValue('unlisted');
  await expect(rows.first()).toBeVisible();
});
