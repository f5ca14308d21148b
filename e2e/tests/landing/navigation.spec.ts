import { expect, test } from '@playwright/test';
import { expectLive, openLivePage } from '../../fixtures/prerendered';

const SECTION_LINKS = [
  ['Home', '/'],
  ['Find Talent', '/talent'],
  ['Find Work', '/jobs'],
  ['About Us', '/about'],
] as const;

test('[LANDING]: the top bar links go to their pages, Signup to the role choice', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
  for (const [name, href] of SECTION_LINKS) {
    await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await nav.getByRole('link', { name: 'Find Talent' }).click();
  await expect(page).toHaveURL(/\/talent$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Find talent' })).toBeVisible();

  await page.goBack();
  await page.getByRole('banner').getByRole('link', { name: 'Signup' }).click();
  await expect(page).toHaveURL(/\/select-role$/);
  await expect(page.getByRole('heading', { name: 'Join as a client or freelancer' })).toBeVisible();
});

test('[LANDING]: a search opens the public job search with the words, and Get started opens the role choice', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByPlaceholder('Search by role, skills, or keywords').fill('logo designer');
  await page.getByPlaceholder('Search by role, skills, or keywords').press('Enter');
  await expect(page).toHaveURL(/\/jobs\?q=logo\+designer$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Find work' })).toBeVisible();
  await expect(page.getByLabel('Search jobs')).toHaveValue('logo designer');

  // An empty search opens /jobs itself; before the script runs the form would send '/jobs?q='.
  await openLivePage(page);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/jobs$/);

  await page.goto('/');
  await page.getByRole('link', { name: 'Get started' }).click();
  await expect(page).toHaveURL(/\/select-role$/);
});

test('[LANDING]: a category tile opens Find Talent filtered by that category', async ({ page }) => {
  const categories = (await (await page.request.get('/api/categories')).json()) as {
    data: Array<{ _id: string; name: string }>;
  };
  const graphicDesign = categories.data.find((c) => c.name === 'Graphic Design')!._id;
  await page.goto('/');
  const tile = page
    .getByRole('region', { name: 'Browse Talent by Category' })
    .getByRole('link', { name: 'Graphic Design' });
  // Before the categories arrive a tile searches by its name; then it filters by the category's id.
  await expect(tile).toHaveAttribute('href', `/talent?categoryId=${graphicDesign}`);
  await tile.click();
  await expect(page).toHaveURL(new RegExp(`/talent\\?categoryId=${graphicDesign}$`));
  // By role: while the search page loads, the landing page (its 'Browse Talent by Category' region) is still up.
  await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue(graphicDesign);
  await expect(page.getByRole('option', { name: 'Graphic Design', selected: true })).toBeAttached();
});

test('[LANDING]: the theme toggle switches the page and the logo to dark and back, and it is kept', async ({
  page,
}) => {
  await openLivePage(page);
  const logoMark = page.getByRole('banner').getByRole('link', { name: 'Skillora home' }).locator('rect');
  const lightFill = await logoMark.evaluate((el) => getComputedStyle(el).fill);
  const lightBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);

  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  expect(await logoMark.evaluate((el) => getComputedStyle(el).fill)).not.toBe(lightFill);
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(
    lightBackground,
  );

  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  await expectLive(page);
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
});

test.describe('at a phone width', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('[LANDING]: the menu button opens a left drawer that closes on the overlay, the close button and Escape', async ({
    page,
  }) => {
    await openLivePage(page);
    const header = page.getByRole('banner');
    await expect(header.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const menuButton = header.getByRole('button', { name: 'Open menu' });
    const drawer = page.getByRole('dialog', { name: 'Menu' });

    await menuButton.click();
    await expect(drawer).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(drawer.getByRole('link')).toHaveText([
      ...SECTION_LINKS.map(([name]) => name),
      'Login',
      'Signup',
    ]);
    // It slides in from the left edge and leaves part of the page in view.
    await expect.poll(async () => (await drawer.boundingBox())?.x).toBe(0);
    expect((await drawer.boundingBox())!.width).toBeLessThan(360);
    // The page behind is dimmed.
    const backdrop = await drawer.evaluate((el) => getComputedStyle(el, '::backdrop').backgroundColor);
    expect(backdrop).not.toBe('rgba(0, 0, 0, 0)');

    await page.mouse.click(350, 400);
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await menuButton.click();
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Close menu' })).toBeFocused();
    await drawer.getByRole('button', { name: 'Close menu' }).click();
    await expect(drawer).toBeHidden();

    await menuButton.click();
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();
  });

  test('[LANDING]: the drawer links work like the desktop ones', async ({ page }) => {
    await openLivePage(page);
    for (const [name, href] of SECTION_LINKS) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(
        page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name, exact: true }),
      ).toHaveAttribute('href', href);
      await page.keyboard.press('Escape');
    }
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1, name: 'About Skillora' })).toBeVisible();

    await openLivePage(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Signup' }).click();
    await expect(page).toHaveURL(/\/select-role$/);
  });
});
