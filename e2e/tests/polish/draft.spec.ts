import { expect, test } from '@playwright/test';
import { createAccount, openArea } from '../areas/signed-in';

test('[POLISH]: Save as draft needs only a title; publishing still checks every field', async ({
  page,
  browser,
}) => {
  const client = await createAccount(browser, 'client', 'Dora Drafter');
  await openArea(page, client, 'client');
  await page.goto('/client/jobs/new');

  // Nothing typed: the draft still needs its title, and only that is asked for.
  await page.getByRole('button', { name: 'Save as draft' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'One field needs your attention.' })).toBeFocused();
  await expect(page.getByLabel('Title')).toHaveAccessibleDescription(/Title must be at least 5 characters/);
  await expect(page.getByLabel('Description')).not.toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Title').fill('Menu design for a cafe');
  await page.getByRole('button', { name: 'Save as draft' }).click();
  await expect(page.getByText('Draft saved')).toBeVisible();
  await expect(page).toHaveURL(/\/client\/jobs\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Menu design for a cafe' })).toBeVisible();
  const manage = page.getByRole('region', { name: 'Manage this job' });
  await expect(manage.getByText('Draft', { exact: true })).toBeVisible();
  await expect(page.getByText('No budget yet')).toBeVisible();

  // Publishing the incomplete draft says what is missing, in the form's words, and changes nothing.
  await manage.getByRole('button', { name: 'Publish: Menu design for a cafe' }).click();
  await expect(page.getByText('Description must be at least 50 characters')).toBeVisible();
  await expect(manage.getByText('Draft', { exact: true })).toBeVisible();

  // Editing the draft keeps it a draft: still only the title is required.
  await page.goto(`${new URL(page.url()).pathname}/edit`);
  await page.getByLabel('Description').fill('Too short');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Job updated')).toBeVisible();

  // The post form's Publish still checks everything.
  await page.goto('/client/jobs/new');
  await page.getByLabel('Title').fill('Menu design for a cafe');
  await page.getByRole('button', { name: 'Publish job' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'fields need your attention' })).toBeFocused();
  await expect(page.getByLabel('Category')).toHaveAccessibleDescription(/Choose a category/);
});
