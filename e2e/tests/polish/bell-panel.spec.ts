import { expect, type Page, test } from '@playwright/test';
import { signInAdminQuickly } from '../admin/helpers';
import { signedInAs } from '../areas/signed-in';
import { expectWhollyShown, viewportOf } from './page-width';

/*
 * Issue 31: at 390 px the bell's panel ran off the left edge of the screen, its title reading
 * "otifications". It fits every width from 320 px, in the areas' top bar and in the admin's.
 */

const WIDTHS = [320, 390, 1366] as const;

async function expectPanelFits(page: Page, home: string, width: number) {
  await page.setViewportSize(viewportOf(width));
  await page.goto(home);
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Notifications/ })
    .click();
  const panel = page.getByRole('banner').getByRole('region', { name: 'Notifications' });
  await expect(panel.getByText(/No notifications yet|Mark all read/).first()).toBeVisible();
  await expectWhollyShown(panel, `the notifications panel at ${width} px`);
  const heading = panel.getByRole('heading', { name: 'Notifications', exact: true });
  await expect(heading).toBeInViewport({ ratio: 1 });
  await expectWhollyShown(heading, `the heading "Notifications" at ${width} px`);
  expect
    .soft(await page.evaluate(() => document.documentElement.scrollWidth), `page width at ${width} px`)
    .toBeLessThanOrEqual(width);
}

test('[POLISH]: the notifications panel fits the screen at 320, 390 and 1366 px, its heading whole', async ({
  browser,
  page,
}) => {
  const client = await signedInAs(browser, 'client', 'Bea Bell');
  for (const width of WIDTHS) await expectPanelFits(client.page, '/client/home', width);

  await signInAdminQuickly(page);
  for (const width of WIDTHS) await expectPanelFits(page, '/admin/dashboard', width);
});
