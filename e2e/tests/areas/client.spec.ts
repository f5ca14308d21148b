import { expect, test } from '@playwright/test';
import { type Account, createAccount, openArea } from './signed-in';

let account: Account;
test.beforeAll(async ({ browser }) => {
  account = await createAccount(browser, 'client', 'Cora Client');
});

test('[AREAS]: a client home welcomes them by name, with Post Job and an empty Overview', async ({
  page,
}) => {
  await openArea(page, account, 'client');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Cora Client' })).toBeVisible();
  const overview = page.getByRole('region', { name: 'Overview' });
  await expect(overview.getByText('No job posts or contracts in progress right now')).toBeVisible();

  await page.getByRole('main').getByRole('link', { name: 'Post Job' }).click();
  await expect(page).toHaveURL(/\/client\/jobs\/new$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Post a job' })).toBeVisible();
});

test('[AREAS]: the client navigation has the spec menus, each leading to a page', async ({ page }) => {
  await openArea(page, account, 'client');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link').or(nav.getByRole('button'))).toHaveText([
    'Home',
    'Hire Talent',
    'Manage Work',
    'Messages',
  ]);

  await nav.getByRole('button', { name: 'Hire Talent' }).click();
  await expect(page.getByRole('menu', { name: 'Hire Talent' }).getByRole('menuitem')).toHaveText([
    'Post Job',
    'Find Talent',
  ]);
  await page.keyboard.press('Escape');
  await expect(nav.getByRole('button', { name: 'Hire Talent' })).toBeFocused();

  await nav.getByRole('button', { name: 'Manage Work' }).click();
  const manageWork = page.getByRole('menu', { name: 'Manage Work' });
  await expect(manageWork.getByRole('menuitem')).toHaveText(['Active Contract', 'My Jobs']);
  // Typing a letter moves to the item that starts with it.
  await page.keyboard.press('m');
  await expect(manageWork.getByRole('menuitem', { name: 'My Jobs' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/client\/jobs$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Jobs' })).toBeVisible();

  await nav.getByRole('button', { name: 'Manage Work' }).click();
  await page
    .getByRole('menu', { name: 'Manage Work' })
    .getByRole('menuitem', { name: 'Active Contract' })
    .click();
  await expect(page).toHaveURL(/\/client\/contracts$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Active Contract' })).toBeVisible();

  await nav.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/client\/home$/);
});

test('[AREAS]: the profile menu shows the client name and the label Client, and logs out', async ({
  page,
}) => {
  await openArea(page, account, 'client');
  const trigger = page.getByRole('button', { name: 'Account menu' });
  await expect(trigger).toContainText('Cora Client');
  await expect(trigger).toContainText(/^CC\s*Cora Client\s*Client/);
  await trigger.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Profile', exact: true })).toBeFocused();
  await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText([
    'Profile',
    'Profile Settings',
    'Documents',
    'My reports',
    'Logout',
  ]);
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'We connect people to bring projects to life' }),
  ).toBeVisible();
});

test.describe('at a phone width', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('[AREAS]: the client slide-in menu opens from the menu button and closes with Escape', async ({
    page,
  }) => {
    await openArea(page, account, 'client');
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await menuButton.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('link')).toHaveText([
      'Home',
      'Post Job',
      'Find Talent',
      'Active Contract',
      'My Jobs',
      'Messages',
    ]);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();

    await menuButton.click();
    await drawer.getByRole('link', { name: 'Messages' }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  });
});
