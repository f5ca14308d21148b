import { expect, type Page } from '@playwright/test';
import { COLOUR_RULES, expectNoAxeViolations, switchThemeInPlace } from '../../fixtures/axe';

export const THEMES = ['light', 'dark'] as const;
export const WIDTHS = [1366, 390] as const;

/** The page is in `theme`; every rule in light, the colour rules in dark (ADR 005). */
async function scanIn(page: Page, what: string, theme: (typeof THEMES)[number], width: number) {
  if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/dark/);
  else await expect(page.locator('html')).not.toHaveClass(/dark/);
  await expectNoAxeViolations(
    page,
    `${what} (${theme}, ${width} px)`,
    theme === 'dark' ? COLOUR_RULES : undefined,
  );
}

/**
 * Runs `open` (which must leave the page settled) and axe at both widths in both themes. The light
 * theme is set the way a returning visitor has it, before any script runs; the page is then switched
 * to dark with its own toggle rather than opened again (a page with no toggle is opened again in the
 * dark theme), and resized for the second width (the layout follows the window). A theme changes
 * colours only (the same markup, layout and names), so the dark theme is checked by the rules that
 * read colours; every rule runs on the light one (ADR 005).
 */
export async function expectCleanEverywhere(page: Page, what: string, open: () => Promise<void>) {
  for (const theme of THEMES) {
    for (const [n, width] of WIDTHS.entries()) {
      await page.setViewportSize({ width, height: width > 800 ? 800 : 844 });
      if (n === 0 && theme === 'light') {
        await page.evaluate((value) => localStorage.setItem('theme', value), theme);
        await open();
      }
      if (n === 0 && theme === 'dark' && !(await switchThemeInPlace(page, 'dark'))) {
        await page.evaluate((value) => localStorage.setItem('theme', value), theme);
        await open();
      }
      await scanIn(page, what, theme, width);
    }
  }
}

/**
 * What `expectCleanEverywhere` checks, on the page as the test has just reached and checked it,
 * without opening it again: a new load only re-reads the state the test is looking at. The theme is
 * switched both ways with the page's own toggle, and the page is left as `expectCleanEverywhere`
 * leaves it (dark, at the phone width). A toast the last action raised is closed first (with its own
 * button, by script, so a toast timing out in between cannot hang a click): a new load would not show
 * it, and the scan reads the page a load shows.
 */
export async function expectCleanAsItIs(page: Page, what: string) {
  const toasts = page.locator('[data-sonner-toast]');
  await toasts.locator('[data-close-button]').evaluateAll((buttons) => {
    for (const button of buttons) (button as HTMLElement).click();
  });
  await expect(toasts).toHaveCount(0);
  for (const theme of THEMES) {
    for (const [n, width] of WIDTHS.entries()) {
      await page.setViewportSize({ width, height: width > 800 ? 800 : 844 });
      if (n === 0) {
        const dark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
        if (dark !== (theme === 'dark'))
          expect(await switchThemeInPlace(page, theme), `a theme toggle on ${what}`).toBe(true);
      }
      await scanIn(page, what, theme, width);
    }
  }
}
