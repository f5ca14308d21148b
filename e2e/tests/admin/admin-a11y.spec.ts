import { expect, test } from '@playwright/test';
import { expectNoViolationsInTheme as expectNoViolations } from '../../fixtures/axe';
import { signInAdminQuickly } from './helpers';

const PAGES = [
  ['/admin/dashboard', 'Dashboard'],
  ['/admin/clients', 'Clients'],
  ['/admin/freelancers', 'Freelancers'],
  ['/admin/jobs', 'Jobs'],
  ['/admin/contracts', 'Contracts'],
  ['/admin/payments', 'Payments'],
  ['/admin/reports', 'Reports'],
  ['/admin/job-categories', 'Job Categories'],
  ['/admin/skills', 'Skills'],
  ['/admin/feedback', 'Feedback'],
] as const;

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    });

    test(`[ADMIN]: axe finds nothing on the admin login page (${theme})`, async ({ page }) => {
      await page.goto('/admin/login');
      await expect(page.getByRole('heading', { name: 'Welcome to Skillora Admin' })).toBeVisible();
      await expectNoViolations(page, 'login');
    });

    // One signed-in page per theme goes through the pages by the sidebar, as an admin does: a fresh
    // browser context and a full load per page cost Chromium more than the scans (ADR 005).
    test(`[ADMIN]: axe finds nothing on the admin pages (${theme})`, async ({ page }) => {
      test.slow(true, 'ten pages, each scanned');
      await signInAdminQuickly(page);
      await page.goto(PAGES[0][0]);
      for (const [path, heading] of PAGES) {
        await page.getByRole('navigation').getByRole('link', { name: heading, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${path}$`));
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.getByText('Loading...')).toHaveCount(0);
        await expect(page.locator('.animate-pulse')).toHaveCount(0);
        await expectNoViolations(page, path);
      }
    });

    test(`[ADMIN]: axe finds nothing in the open dialog, tooltip and Admin menu (${theme})`, async ({
      page,
    }) => {
      await signInAdminQuickly(page);
      await page.goto('/admin/job-categories');
      await page.getByRole('button', { name: 'Add Category' }).click();
      await expect(page.getByRole('dialog', { name: 'Add Category' })).toBeVisible();
      await expectNoViolations(page, 'add dialog');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('button', { name: 'Add Category' })).toBeFocused();
      await page.getByRole('switch').first().focus();
      // Another test may have just unlisted the first row, so either text will do.
      await expect(page.getByRole('tooltip', { name: /^Make it (in)?active$/ })).toBeVisible();
      await expectNoViolations(page, 'tooltip');
      await page.getByRole('button', { name: 'Admin', exact: true }).click();
      await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
      await expectNoViolations(page, 'admin menu');
    });
  });
}

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('[ADMIN]: axe finds nothing with the sidebar open over a page on a phone', async ({ page }) => {
    await signInAdminQuickly(page);
    await page.goto('/admin/skills');
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await expectNoViolations(page, 'phone sidebar');
  });
});
