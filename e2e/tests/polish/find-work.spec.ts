import { expect, test } from '@playwright/test';
import { expectCleanEverywhere } from './axe';

test('[POLISH]: Find Work has a "Skip to results" link that jumps past the filters', async ({ page }) => {
  await page.goto('/jobs');
  await expect(page.getByRole('heading', { level: 1, name: 'Find work' })).toBeVisible();
  await expect(page.getByText(/\d+ jobs? found/)).toBeVisible();
  const skip = page.getByRole('link', { name: 'Skip to results' });
  // Before the filters in the tab order.
  await page.getByLabel('Search jobs').focus();
  let tabs = 0;
  while (!(await skip.evaluate((el) => el === document.activeElement)) && tabs < 10) {
    await page.keyboard.press('Tab');
    tabs += 1;
  }
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Results' })).toBeFocused();
  // The next Tab lands in the results, not in the 40 skills.
  await page.keyboard.press('Tab');
  expect(
    await page.evaluate(() => Boolean(document.activeElement?.closest('section[aria-label="Results"]'))),
  ).toBe(true);
});

test('[POLISH]: fast typing in the budget filter is race-free: deleting leaves nothing, Clear filters wins', async ({
  page,
}) => {
  // The page's timers run on a clock the test can move: "after the debounce" is a step, not a sleep.
  await page.clock.install();
  await page.goto('/jobs');
  const min = page.getByLabel('Minimum');
  await expect(min).toBeVisible();
  // Typed and deleted faster than the debounce.
  await min.pressSequentially('250');
  for (let i = 0; i < 3; i++) await min.press('Backspace');
  await expect(min).toHaveValue('');
  await expect.poll(() => new URL(page.url()).searchParams.has('budgetMin'), { timeout: 3000 }).toBe(false);
  await expect(min).toHaveValue('');

  // A committed amount, then a new one typed and cleared before the debounce ends.
  await min.pressSequentially('40');
  await expect.poll(() => new URL(page.url()).searchParams.get('budgetMin')).toBe('4000');
  await min.fill('');
  await min.pressSequentially('75');
  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await expect(min).toHaveValue('');
  await expect.poll(() => new URL(page.url()).searchParams.has('budgetMin'), { timeout: 3000 }).toBe(false);
  // Still cleared once every pending debounce timer has fired.
  await page.clock.runFor(800);
  expect(new URL(page.url()).searchParams.has('budgetMin')).toBe(false);
  await expect(min).toHaveValue('');
});

test('[POLISH]: Find Work has no axe violations at 1366 and 390 px in both themes', async ({ page }) => {
  test.slow();
  await page.goto('/');
  await expectCleanEverywhere(page, '/jobs', async () => {
    await page.goto('/jobs');
    await expect(page.getByText(/\d+ jobs? found/)).toBeVisible();
  });
});
