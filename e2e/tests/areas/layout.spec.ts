import { expect, test } from '@playwright/test';
import { type Account, createAccount, openArea } from './signed-in';

const accounts: Partial<Record<'client' | 'freelancer', Account>> = {};
test.beforeAll(async ({ browser }) => {
  accounts.client = await createAccount(browser, 'client', 'Lena Layout-Client');
  accounts.freelancer = await createAccount(browser, 'freelancer', 'Leo Layout-Freelancer');
});

for (const width of [360, 768, 1280]) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const role of ['client', 'freelancer'] as const) {
      test(`[AREAS]: the ${role} home layout holds at ${width} px`, async ({ page }, testInfo) => {
        await openArea(page, accounts[role]!, role);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

        const isDesktop = width >= 1024;
        const header = page.getByRole('banner');
        await expect(header.getByRole('navigation', { name: 'Main' })).toBeVisible({ visible: isDesktop });
        await expect(header.getByRole('button', { name: 'Open menu' })).toBeVisible({ visible: !isDesktop });
        const account = (await header.getByRole('button', { name: 'Account menu' }).boundingBox())!;
        expect(account.x + account.width).toBeLessThanOrEqual(width);

        for (const theme of ['light', 'dark'] as const) {
          if (theme === 'dark') await page.getByRole('button', { name: 'Switch to dark theme' }).click();
          await testInfo.attach(`${role}-home-${width}-${theme}`, {
            body: await page.screenshot({ fullPage: true }),
            contentType: 'image/png',
          });
        }
      });
    }
  });
}
