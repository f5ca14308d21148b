import { expect, test } from '@playwright/test';
import { signInAdminQuickly } from '../admin/helpers';
import { expectCleanEverywhere } from './axe';

// In order: the admin list shows the newest first, and the limit test's five messages would push the
// first test's message to the next page if they came in between.
test.describe.configure({ mode: 'serial' });

test('[POLISH]: a visitor sends feedback from the footer, and an admin reads it in the admin area', async ({
  page,
  browser,
}) => {
  const tag = Math.random().toString(36).slice(2, 8);
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Feedback' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();

  // A form sent empty says what is missing, at the field.
  await page.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByText('Enter your name')).toBeVisible();
  await expect(page.getByLabel('Name')).toBeFocused();

  await page.getByLabel('Name').fill('Fiona Footer');
  await page.getByLabel('Email').fill('fiona@example.com');
  await page.getByLabel('Message').fill(`The job search is quick; please add saved searches. ${tag}`);
  await page.getByRole('button', { name: 'Send feedback' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Thank you! Your feedback has reached the team.' }),
  ).toBeVisible();
  await expect(page.getByLabel('Message')).toHaveValue('');

  const admin = await browser.newPage();
  try {
    await signInAdminQuickly(admin);
    await admin.goto('/admin/dashboard');
    await admin.getByRole('complementary', { name: 'Admin' }).getByRole('link', { name: 'Feedback' }).click();
    await expect(admin).toHaveURL(/\/admin\/feedback$/);
    const item = admin.getByRole('article', { name: 'Feedback from Fiona Footer' }).filter({ hasText: tag });
    await expect(item).toContainText('please add saved searches');
    await expect(item).toContainText('fiona@example.com');
    await expect(item).toContainText('Visitor');
  } finally {
    await admin.close();
  }
});

test('[POLISH]: one address may send only a few messages an hour; the form says so', async ({ page }) => {
  await page.goto('/feedback');
  // This test's own address (the e2e server trusts X-Forwarded-For), so other tests are not limited.
  const address = `10.77.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;
  await page.route('**/api/feedback', (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': address } }),
  );
  await page.getByLabel('Name').fill('Rory Repeat');
  await page.getByLabel('Email').fill('rory@example.com');
  for (let i = 1; i <= 5; i++) {
    await page.getByLabel('Message').fill(`Message number ${i} about the product.`);
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Thank you!' })).toBeVisible();
  }
  await page.getByLabel('Message').fill('Message number 6 about the product.');
  await page.getByRole('button', { name: 'Send feedback' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Too many requests, please try again later' }),
  ).toBeVisible();
});

test('[POLISH]: the Feedback page and the admin Feedback list have no axe violations', async ({ page }) => {
  test.slow();
  await page.goto('/');
  await expectCleanEverywhere(page, '/feedback', async () => {
    await page.goto('/feedback');
    await expect(page.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: /@/ })).toBeVisible();
  });
  await signInAdminQuickly(page);
  await expectCleanEverywhere(page, '/admin/feedback', async () => {
    await page.goto('/admin/feedback');
    await expect(page.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();
    await expect(page.getByRole('article').first().or(page.getByText('No feedback yet'))).toBeVisible();
  });
});
