import { expect, type Page, test } from '@playwright/test';
import { logInThroughUi, signUpThroughApi } from '../../fixtures/auth';
import { postJobsAsNewClient } from '../admin/client-jobs';
import { signInAdminQuickly, uniqueTag } from '../admin/helpers';
import { expectCleanEverywhere } from './axe';

/** The element's right edge is on screen (a phone is 390 px wide). */
async function expectOnScreen(page: Page, locator: ReturnType<Page['locator']>) {
  const box = await locator.boundingBox();
  const width = page.viewportSize()!.width;
  expect(box, 'the element is laid out').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
}

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('[POLISH]: a 100-character category name wraps, and its switch and Edit stay on screen', async ({
    page,
  }) => {
    await signInAdminQuickly(page);
    await page.goto('/admin/job-categories');
    const name = `Longcategory${uniqueTag()}`.padEnd(100, 'x');
    await page.getByRole('button', { name: 'Add Category' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Category' });
    await dialog.getByLabel('Category name').fill(name);
    await dialog.getByRole('button', { name: 'Add' }).click();
    await expect(page.getByText('Category added successfully!')).toBeVisible();

    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toBeVisible();
    await expectOnScreen(page, row.getByRole('switch', { name: `Listed: ${name}` }));
    await expectOnScreen(page, row.getByRole('button', { name: `Edit ${name}` }));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('[POLISH]: the clients table fits a phone: the Block switch is on screen', async ({ page }) => {
    await signUpThroughApi(page, 'client', `Wide ${'W'.repeat(60)}`);
    await page.request.post('/api/auth/logout');
    await signInAdminQuickly(page);
    await page.goto('/admin/clients?sort=joined&order=desc');
    const row = page.getByRole('row').nth(1);
    await expect(row).toBeVisible();
    await expectOnScreen(page, row.getByRole('switch'));
    // The email is still there, under the name.
    await expect(row.getByText(/@example\.com$/).filter({ visible: true })).toBeVisible();
  });

  test('[POLISH]: the jobs table fits a phone: a long title wraps under its client and status, and the Listed switch is on screen', async ({
    page,
  }) => {
    // A sign-up with its emailed code and eight axe runs.
    test.slow();
    const tag = uniqueTag();
    // The search matches whole words, so the tag stands apart from the 100-character one.
    const title = `Job ${tag} ${'Longjobtitle'.padEnd(100, 'x')}`;
    const clientName = `Wideclient${tag}`.padEnd(60, 'w');
    await postJobsAsNewClient(page, clientName, [{ title, status: 'open' }]);
    await signInAdminQuickly(page);
    await page.goto(`/admin/jobs?search=${tag}`);

    const row = page.getByRole('row').filter({ hasText: title });
    const link = row.getByRole('link', { name: title });
    await expect(link).toBeVisible();
    await expectOnScreen(page, link);
    // Who posted it and where it stands, without scrolling sideways.
    const client = row.getByText(clientName, { exact: true }).filter({ visible: true });
    await expect(client).toBeVisible();
    await expectOnScreen(page, client);
    await expect(row.getByText('Open', { exact: true }).filter({ visible: true })).toBeVisible();
    const toggle = row.getByRole('switch', { name: `Listed: ${title}` });
    await expectOnScreen(page, toggle);
    await expect(row.getByText('Listed', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await expectCleanEverywhere(page, '/admin/jobs with a 100-character title', async () => {
      await page.goto(`/admin/jobs?search=${tag}`);
      await expect(toggle).toBeVisible();
    });
  });
});

test('[POLISH]: a job row leads to the job in full, where the admin unlists it with a reason the client reads, and relists it', async ({
  page,
  browser,
}) => {
  const tag = uniqueTag();
  const { client, jobs } = await postJobsAsNewClient(page, `Jo Detail ${tag}`, [
    { title: `Moderated job ${tag}`, status: 'open' },
  ]);
  await signInAdminQuickly(page);
  await page.goto(`/admin/jobs?search=${tag}`);
  await page.getByRole('link', { name: `Moderated job ${tag}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/jobs/${jobs[0]!.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Moderated job ${tag}` })).toBeVisible();
  await expect(page.getByText('the work is described here in enough words')).toBeVisible();
  await expect(page.getByText('0 proposals')).toBeVisible();
  await expect(page.getByText(`Jo Detail ${tag} (member since`)).toBeVisible();

  await page.getByRole('button', { name: 'Unlist job' }).click();
  const dialog = page.getByRole('dialog', { name: `Unlist "Moderated job ${tag}"?` });
  await dialog.getByLabel('Reason (shown to the client)').fill('Asks for unpaid trial work.');
  await dialog.getByRole('button', { name: 'Unlist' }).click();
  await expect(page.getByText('Unlisted', { exact: true })).toBeVisible();
  await expect(page.getByText('Asks for unpaid trial work.')).toBeVisible();

  // The client reads why on her job page.
  const clientPage = await browser.newPage();
  try {
    await logInThroughUi(clientPage, client.email, client.password);
    await expect(clientPage).toHaveURL(/\/client\/home$/);
    await clientPage.goto(`/client/jobs/${jobs[0]!.id}`);
    await expect(clientPage.getByText('Reason: Asks for unpaid trial work.')).toBeVisible();
  } finally {
    await clientPage.close();
  }

  await page.getByRole('button', { name: 'List job again' }).click();
  await expect(page.getByRole('button', { name: 'Unlist job' })).toBeVisible();
  await expect(page.getByText('Asks for unpaid trial work.')).toHaveCount(0);
});

test('[POLISH]: a client row leads to her page (jobs, sessions, history), where the admin blocks and unblocks her', async ({
  page,
}) => {
  const tag = uniqueTag();
  const { client, jobs } = await postJobsAsNewClient(page, `Uma User ${tag}`, [
    { title: `User page job ${tag}`, status: 'open' },
  ]);
  await signInAdminQuickly(page);
  await page.goto(`/admin/clients?search=${tag}`);
  await page.getByRole('link', { name: `Uma User ${tag}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Uma User ${tag}` })).toBeVisible();
  await expect(page.getByText(client.email, { exact: false })).toBeVisible();
  const jobsSection = page.getByRole('region', { name: 'Jobs' });
  await expect(jobsSection.getByRole('link', { name: `User page job ${tag}` })).toHaveAttribute(
    'href',
    `/admin/jobs/${jobs[0]!.id}`,
  );
  await expect(page.getByRole('region', { name: 'History' })).toContainText('No admin action yet.');

  await page.getByRole('button', { name: 'Block', exact: true }).click();
  const blocking = page.getByRole('dialog', { name: `Block Uma User ${tag}?` });
  await blocking.getByLabel('Reason (shown to them when they try to log in)').fill('Posts fake jobs.');
  await blocking.getByRole('button', { name: 'Block' }).click();
  await expect(page.getByRole('button', { name: 'Unblock' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'History' })).toContainText('Blocked by');
  await expect(page.getByRole('region', { name: 'History' })).toContainText(': Posts fake jobs.');
  await expect(page.getByRole('region', { name: 'Sessions' })).toContainText('Not signed in anywhere.');
  await page.getByRole('button', { name: 'Unblock' }).click();
  await expect(page.getByRole('button', { name: 'Block', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'History' })).toContainText('Unblocked by');
});
