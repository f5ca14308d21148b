import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../fixtures/axe';
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

test('[POLISH]: the budget filter keeps digits and one point, and says in dollars what is wrong instead of searching with it', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/jobs');
  const min = page.getByLabel('Minimum');
  const max = page.getByLabel('Maximum');
  const inUrl = (key: string) => new URL(page.url()).searchParams.get(key);
  await expect(min).toBeVisible();

  // A minus sign never reaches the box, so no negative amount reaches the URL.
  await min.pressSequentially('-5');
  await expect(min).toHaveValue('5');
  await expect.poll(() => inUrl('budgetMin')).toBe('500');
  expect(page.url()).not.toContain('-');

  // Three decimals: the box says what is wrong, and the search keeps the last good amount.
  await min.fill('12.345');
  await expect(min).toHaveValue('12.345');
  await expect(page.getByText('Use at most two decimals')).toBeVisible();
  await expect(min).toHaveAttribute('aria-invalid', 'true');
  await page.clock.runFor(800);
  expect(inUrl('budgetMin')).toBe('500');
  await min.press('Backspace');
  await expect(page.getByText('Use at most two decimals')).toHaveCount(0);
  await expect.poll(() => inUrl('budgetMin')).toBe('1234');

  // A minimum above the maximum is said in plain words next to the boxes, not as the API's error.
  await max.fill('10');
  await page.clock.runFor(800);
  await expect(page.getByText('The minimum ($12.34) is more than the maximum ($10)')).toBeVisible();
  expect(inUrl('budgetMax')).toBeNull();
  await expect(page.getByText(/\d+ jobs? found/)).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expectNoAxeViolations(page, '/jobs saying the range is upside down');
  // Putting the minimum right sends the maximum that waited.
  await min.fill('5');
  await expect(page.getByText(/is more than the maximum/)).toHaveCount(0);
  await expect.poll(() => [inUrl('budgetMin'), inUrl('budgetMax')]).toEqual(['500', '1000']);
  await expect(min).toHaveValue('5');
  await expect(max).toHaveValue('10');
});

test('[POLISH]: Find Work has no axe violations at 1366 and 390 px in both themes', async ({ page }) => {
  test.slow();
  await page.goto('/');
  await expectCleanEverywhere(page, '/jobs', async () => {
    await page.goto('/jobs');
    await expect(page.getByText(/\d+ jobs? found/)).toBeVisible();
  });
});
