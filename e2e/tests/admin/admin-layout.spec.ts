import { expect, test } from '@playwright/test';
import { signInAdminQuickly } from './helpers';

const PAGES = [
  ['Dashboard', '/admin/dashboard', 'Dashboard'],
  ['Clients', '/admin/clients', 'Clients'],
  ['Freelancers', '/admin/freelancers', 'Freelancers'],
  ['Jobs', '/admin/jobs', 'Jobs'],
  ['Contracts', '/admin/contracts', 'Contracts'],
  ['Payments', '/admin/payments', 'Payments'],
  ['Reviews', '/admin/reviews', 'Reviews'],
  ['Messages', '/admin/messages', 'Flagged messages'],
  ['Reports', '/admin/reports', 'Reports'],
  ['Job Categories', '/admin/job-categories', 'Job Categories'],
  ['Skills', '/admin/skills', 'Skills'],
  ['Feedback', '/admin/feedback', 'Feedback'],
] as const;

test('[ADMIN]: the sidebar links every admin page and collapses on demand on a desktop', async ({ page }) => {
  await signInAdminQuickly(page);
  await page.goto('/admin/dashboard');
  const sidebar = page.getByRole('complementary', { name: 'Admin' });
  await expect(sidebar).toHaveAttribute('data-collapsed', 'false');
  for (const [link, path, heading] of PAGES) {
    await sidebar.getByRole('link', { name: link }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: link })).toHaveAttribute('aria-current', 'page');
  }
  const toggle = page.getByRole('button', { name: 'Collapse sidebar' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await toggle.click();
  await expect(sidebar).toHaveAttribute('data-collapsed', 'true');
  await expect(sidebar.getByText('Job Categories')).not.toBeInViewport();
  await expect(page.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );

  // Narrowing the window to a phone collapses it; widening expands it again.
  await page.getByRole('button', { name: 'Expand sidebar' }).click();
  await page.setViewportSize({ width: 768, height: 900 });
  await expect(sidebar).toHaveAttribute('data-collapsed', 'true');
  await page.setViewportSize({ width: 769, height: 900 });
  await expect(sidebar).toHaveAttribute('data-collapsed', 'false');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('[ADMIN]: the sidebar starts collapsed, opens over the page and closes after a link', async ({
    page,
  }) => {
    await signInAdminQuickly(page);
    await page.goto('/admin/dashboard');
    const sidebar = page.getByRole('complementary', { name: 'Admin' });
    await expect(sidebar).toHaveAttribute('data-collapsed', 'true');
    const box = await sidebar.boundingBox();
    expect(box!.width).toBeLessThan(80);

    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await expect(sidebar).toHaveAttribute('data-collapsed', 'false');
    await expect(sidebar.getByText('Freelancers')).toBeVisible();
    await sidebar.getByRole('link', { name: 'Freelancers' }).click();
    await expect(page).toHaveURL(/\/admin\/freelancers$/);
    await expect(sidebar).toHaveAttribute('data-collapsed', 'true');

    // The dimmed page behind an open sidebar closes it too.
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await page.mouse.click(350, 400);
    await expect(sidebar).toHaveAttribute('data-collapsed', 'true');
  });
});
