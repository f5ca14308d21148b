import { expect, type Page, test } from '@playwright/test';
import { signedInAs } from '../areas/signed-in';
import { expectCleanEverywhere, WIDTHS } from './axe';

const banner = (page: Page) => page.getByRole('banner');

/** The area's own top bar: the bell and the account menu, the area's menus (or, on a phone, its drawer). */
async function expectAreaTopBar(page: Page, width: number, menu: string) {
  await expect(banner(page).getByRole('button', { name: /^Notifications/ })).toBeVisible();
  await expect(banner(page).getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect(banner(page).getByRole('link', { name: 'Go to my dashboard' })).toHaveCount(0);
  if (width > 1024) {
    await expect(banner(page).getByRole('button', { name: menu })).toBeVisible();
  } else {
    await banner(page).getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('list', { name: menu })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  }
}

test('[POLISH]: a signed-in client keeps their own top bar on Find Talent and on a freelancer’s profile; a visitor gets the public one', async ({
  browser,
}) => {
  test.slow(true, 'three people, two pages, two widths, and axe in both themes');
  const freelancer = await signedInAs(browser, 'freelancer', 'Tia Topbar');
  const client = await signedInAs(browser, 'client', 'Carl Topbar');
  const profilePath = `/freelancers/${freelancer.account.id}`;

  for (const width of WIDTHS) {
    await client.page.setViewportSize({ width, height: width > 800 ? 800 : 844 });
    // From the client's own menu to Find Talent, then on to a freelancer's profile.
    await client.page.goto('/client/home');
    if (width > 1024) {
      await banner(client.page).getByRole('button', { name: 'Hire Talent' }).click();
      await client.page.getByRole('menuitem', { name: 'Find Talent' }).click();
    } else {
      await banner(client.page).getByRole('button', { name: 'Open menu' }).click();
      await client.page
        .getByRole('dialog', { name: 'Menu' })
        .getByRole('link', { name: 'Find Talent' })
        .click();
    }
    await expect(client.page).toHaveURL(/\/talent$/);
    await expect(client.page.getByRole('heading', { level: 1, name: 'Find talent' })).toBeVisible();
    await expectAreaTopBar(client.page, width, 'Hire Talent');

    await client.page.goto(profilePath);
    await expect(client.page.getByRole('heading', { level: 1, name: 'Tia Topbar' })).toBeVisible();
    await expectAreaTopBar(client.page, width, 'Hire Talent');
    await expect(client.page.getByRole('button', { name: 'Invite to job' })).toBeVisible();
    expect(await client.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }

  // The freelancer on their own public profile keeps theirs too.
  await freelancer.page.goto(profilePath);
  await expect(freelancer.page.getByRole('heading', { level: 1, name: 'Tia Topbar' })).toBeVisible();
  await expectAreaTopBar(freelancer.page, 1280, 'Deliver Work');

  // A visitor: the public top bar (Login, Signup) and footer.
  const visitor = await (await browser.newContext()).newPage();
  for (const path of ['/talent', profilePath]) {
    await visitor.goto(path);
    await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner(visitor).getByRole('link', { name: 'Signup' })).toBeVisible();
    await expect(banner(visitor).getByRole('button', { name: 'Account menu' })).toHaveCount(0);
    await expect(visitor.getByRole('contentinfo')).toBeVisible();
  }

  await expectCleanEverywhere(client.page, '/talent in the client’s area', async () => {
    await client.page.goto('/talent');
    await expect(client.page.getByRole('heading', { level: 1, name: 'Find talent' })).toBeVisible();
    await expect(banner(client.page).getByRole('button', { name: 'Account menu' })).toBeVisible();
  });
  await expectCleanEverywhere(client.page, '/freelancers/:id in the client’s area', async () => {
    await client.page.goto(profilePath);
    await expect(client.page.getByRole('heading', { level: 1, name: 'Tia Topbar' })).toBeVisible();
    await expect(banner(client.page).getByRole('button', { name: 'Account menu' })).toBeVisible();
  });
});
