import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { waitForTransitions } from '../admin/helpers';

export const THEMES = ['light', 'dark'] as const;
export const WIDTHS = [1366, 390] as const;

/** Every default axe rule plus target size and label-in-name, as a11y/axe.spec.ts runs them. */
export async function expectNoViolations(page: Page, what: string) {
  await waitForTransitions(page);
  const { violations } = await new AxeBuilder({ page })
    .options({
      rules: { 'target-size': { enabled: true }, 'label-content-name-mismatch': { enabled: true } },
    })
    .analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    `axe violations on ${what}`,
  ).toEqual([]);
}

/**
 * Runs `open` (which must leave the page settled) and axe at both widths in both themes; the theme
 * is set the way a returning visitor has it, before any script runs.
 */
export async function expectCleanEverywhere(page: Page, what: string, open: () => Promise<void>) {
  for (const theme of THEMES) {
    await page.evaluate((value) => localStorage.setItem('theme', value), theme);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width > 800 ? 800 : 844 });
      await open();
      if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/dark/);
      else await expect(page.locator('html')).not.toHaveClass(/dark/);
      await expectNoViolations(page, `${what} (${theme}, ${width} px)`);
    }
  }
}
