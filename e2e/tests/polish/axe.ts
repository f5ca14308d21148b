import { expect, type Page } from '@playwright/test';
import { COLOUR_RULES, expectNoAxeViolations } from '../../fixtures/axe';

export const THEMES = ['light', 'dark'] as const;
export const WIDTHS = [1366, 390] as const;

/**
 * Runs `open` (which must leave the page settled) and axe at both widths in both themes; the theme
 * is set the way a returning visitor has it, before any script runs. The page is opened once per
 * theme and resized for the second width (the layout follows the window). A theme changes colours
 * only (the same markup, layout and names), so the dark theme is checked by the rules that read
 * colours; every rule runs on the light one (ADR 005).
 */
export async function expectCleanEverywhere(page: Page, what: string, open: () => Promise<void>) {
  for (const theme of THEMES) {
    await page.evaluate((value) => localStorage.setItem('theme', value), theme);
    for (const [n, width] of WIDTHS.entries()) {
      await page.setViewportSize({ width, height: width > 800 ? 800 : 844 });
      if (n === 0) await open();
      if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/dark/);
      else await expect(page.locator('html')).not.toHaveClass(/dark/);
      await expectNoAxeViolations(
        page,
        `${what} (${theme}, ${width} px)`,
        theme === 'dark' ? COLOUR_RULES : undefined,
      );
    }
  }
}
