import { expect, test } from '@playwright/test';
import { openLivePage } from '../../fixtures/prerendered';

/** Tiles per row: how many share the first tile's top edge. */
const tilesPerRow = (tops: number[]) => tops.filter((t) => t === tops[0]).length;

for (const { width, columns, hasDesktopNav } of [
  { width: 360, columns: 2, hasDesktopNav: false },
  { width: 768, columns: 4, hasDesktopNav: false },
  { width: 1280, columns: 4, hasDesktopNav: true },
]) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height: 800 } });

    test(`[LANDING]: the layout holds at ${width} px`, async ({ page }, testInfo) => {
      await openLivePage(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Nothing sticks out sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      const header = page.getByRole('banner');
      await expect(header.getByRole('navigation', { name: 'Main' })).toBeVisible({ visible: hasDesktopNav });
      await expect(header.getByRole('button', { name: 'Open menu' })).toBeVisible({
        visible: !hasDesktopNav,
      });
      for (const control of [
        header.getByRole('link', { name: 'Skillora home' }),
        header.getByRole('button', { name: /theme/ }),
        header.getByRole('link', { name: 'Signup' }),
      ]) {
        const box = (await control.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
      }

      const search = (await page.getByRole('search').boundingBox())!;
      expect(search.x + search.width).toBeLessThanOrEqual(width);
      const tiles = page.getByRole('region', { name: 'Browse Talent by Category' }).getByRole('listitem');
      const tops = await tiles.evaluateAll((items) => items.map((item) => item.getBoundingClientRect().top));
      expect(tilesPerRow(tops)).toBe(columns);

      for (const theme of ['light', 'dark'] as const) {
        if (theme === 'dark') await page.getByRole('button', { name: 'Switch to dark theme' }).click();
        await testInfo.attach(`landing-${width}-${theme}`, {
          body: await page.screenshot({ fullPage: true }),
          contentType: 'image/png',
        });
      }
    });
  });
}
