import { expect, test } from '@playwright/test';
import { type Account, createAccount, openArea } from './signed-in';

let account: Account;
test.beforeAll(async ({ browser }) => {
  account = await createAccount(browser, 'freelancer', 'Frida Freelancer');
});

test('[AREAS]: a freelancer home greets them by name, with the pitch, Start Now and the FAQ', async ({
  page,
}) => {
  await openArea(page, account, 'freelancer');
  await expect(page.getByText('Hi, Frida Freelancer')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Fire up your freelance career' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^(DO|WORK|EARN) IT$/ })).toHaveText([
    'DO IT',
    'WORK IT',
    'EARN IT',
  ]);
  await expect(page.getByText(/get verified/i)).toBeVisible();
  await expect(page.getByText(/direct hires/i)).toBeVisible();
  await expect(page.getByText(/get paid securely/i)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible();

  await page.getByRole('link', { name: 'Start Now' }).click();
  await expect(page).toHaveURL(/\/freelancer\/jobs$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Find work' })).toBeVisible();
});

test('[AREAS]: the FAQ is an accordion: three questions that open and close, by mouse and keyboard', async ({
  page,
}) => {
  await openArea(page, account, 'freelancer');
  const faq = page.getByRole('region', { name: 'Frequently asked questions' });
  const questions = faq.getByRole('button');
  await expect(questions).toHaveCount(3);
  for (const question of await questions.all())
    await expect(question).toHaveAttribute('aria-expanded', 'false');
  await expect(faq.getByText(/escrow/)).toBeHidden();

  await questions.nth(0).click();
  await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true');
  const answer = faq.getByRole('region', { name: 'How do I get paid for my work?' });
  await expect(answer).toContainText('escrow');
  await expect(answer).toContainText('milestones');

  await questions.nth(0).press('ArrowDown');
  await expect(questions.nth(1)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(faq.getByRole('region', { name: 'How do I find projects?' })).toContainText(
    /job listings, enter contests.*match you/,
  );
  await page.keyboard.press('End');
  await expect(questions.nth(2)).toBeFocused();
  await page.keyboard.press('Space');
  await expect(faq.getByRole('region', { name: 'What support does Skillora give me?' })).toContainText(
    /Dispute resolution.*project management tools.*community/,
  );
  await page.keyboard.press('Home');
  await expect(questions.nth(0)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'false');
  await expect(answer).toBeHidden();
});

test.describe('in a short window', () => {
  test.use({ viewport: { width: 1280, height: 500 } });

  test('[AREAS]: the back-to-top button shows past 300 px and takes the user up', async ({ page }) => {
    await openArea(page, account, 'freelancer');
    // The whole page is there (tall enough to scroll) before scrolling.
    await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible();
    const backToTop = page.getByRole('button', { name: 'Back to top' });
    await expect(backToTop).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 290));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(290);
    await expect(backToTop).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 310));
    await expect(backToTop).toBeVisible();

    await backToTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(backToTop).toBeHidden();
    await expect(page.getByRole('main')).toBeFocused();
  });
});

test('[AREAS]: the freelancer menus work by keyboard; Find Work leads to its pages, the rest to coming-soon pages', async ({
  page,
}) => {
  await openArea(page, account, 'freelancer');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Messages' })).toBeVisible();

  const findWork = nav.getByRole('button', { name: 'Find Work' });
  await expect(findWork).toHaveAttribute('aria-haspopup', 'menu');
  await findWork.focus();
  await page.keyboard.press('ArrowDown');
  await expect(findWork).toHaveAttribute('aria-expanded', 'true');
  const menu = page.getByRole('menu', { name: 'Find Work' });
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Find Work',
    'Saved Jobs',
    'My Proposals',
    'Invitations',
  ]);
  await expect(menu.getByRole('menuitem', { name: 'Find Work' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Saved Jobs' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'My Proposals' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Invitations' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Find Work' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/freelancer\/jobs$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Find work' })).toBeVisible();
  await expect(menu).toBeHidden();

  await findWork.focus();
  await page.keyboard.press('ArrowUp');
  await expect(menu.getByRole('menuitem', { name: 'Invitations' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(findWork).toBeFocused();

  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Saved Jobs' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/freelancer\/saved-jobs$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Saved Jobs' })).toBeVisible();

  await findWork.click();
  await menu.getByRole('menuitem', { name: 'My Proposals' }).click();
  await expect(page).toHaveURL(/\/freelancer\/proposals$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Proposals' })).toBeVisible();

  await nav.getByRole('button', { name: 'Deliver Work' }).click();
  await expect(page.getByRole('menu', { name: 'Deliver Work' }).getByRole('menuitem')).toHaveText([
    'Offers',
    'Active Contract',
    'Log time',
    'Wallet',
  ]);
  // A click elsewhere closes it.
  await page.getByRole('heading', { level: 1 }).click();
  await expect(page.getByRole('menu', { name: 'Deliver Work' })).toBeHidden();

  await nav.getByRole('button', { name: 'Deliver Work' }).click();
  await page.getByRole('menuitem', { name: 'Active Contract' }).click();
  await expect(page).toHaveURL(/\/freelancer\/contracts$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Active Contract' })).toBeVisible();

  await nav.getByRole('link', { name: 'Messages' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();

  await page.goto('/freelancer/soon/no-such-feature');
  await expect(page.getByRole('heading', { name: 'ERROR 404' })).toBeVisible();
});

test('[AREAS]: the account menu shows the freelancer name and role, with Profile, Profile Settings, Documents, My reports and Logout', async ({
  page,
}) => {
  await openArea(page, account, 'freelancer');
  const trigger = page.getByRole('button', { name: 'Account menu' });
  await expect(trigger).toContainText('Frida Freelancer');
  await expect(trigger).toContainText('Freelancer');
  await trigger.click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Profile',
    'Profile Settings',
    'Documents',
    'My reports',
    'Logout',
  ]);
  await expect(page.getByText(account.email)).toBeVisible();
  await menu.getByRole('menuitem', { name: 'Profile Settings' }).click();
  await expect(page).toHaveURL(/\/freelancer\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeVisible();

  await trigger.click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/freelancer/home');
  await expect(page).toHaveURL(/\/login$/);
});

test.describe('at a phone width', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('[AREAS]: the slide-in menu holds the freelancer links and closes after a choice', async ({
    page,
  }) => {
    await openArea(page, account, 'freelancer');
    await expect(page.getByRole('banner').getByRole('navigation')).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('link')).toHaveText([
      'Home',
      'Find Work',
      'Saved Jobs',
      'My Proposals',
      'Invitations',
      'Offers',
      'Active Contract',
      'Log time',
      'Wallet',
      'Messages',
    ]);
    await expect(drawer.getByRole('list', { name: 'Find Work' }).getByRole('link')).toHaveText([
      'Find Work',
      'Saved Jobs',
      'My Proposals',
      'Invitations',
    ]);
    await expect(drawer.getByRole('list', { name: 'Deliver Work' }).getByRole('link')).toHaveText([
      'Offers',
      'Active Contract',
      'Log time',
      'Wallet',
    ]);
    await drawer.getByRole('link', { name: 'Active Contract' }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Active Contract' })).toBeVisible();
    // The account menu stays in the top bar, with the name inside it at this width.
    await page.getByRole('button', { name: 'Account menu' }).click();
    const popup = page.getByRole('menu').locator('..');
    await expect(popup.getByText('Frida Freelancer')).toBeVisible();
    await expect(popup.getByText('Freelancer', { exact: true })).toBeVisible();
    await expect(popup.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  });
});
