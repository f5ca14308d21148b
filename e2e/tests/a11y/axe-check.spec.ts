import { expect, test } from '@playwright/test';
import { COLOUR_RULES, expectNoAxeViolations } from '../../fixtures/axe';

// The check every page passes must be able to fail: a page with known violations is refused, by all
// rules and by the colour rules the dark theme is checked with.
const BAD_PAGE = `<!doctype html><html lang="en"><head><title>Probe</title></head><body><main>
  <h1>Probe</h1>
  <p style="color:#bbb;background:#ccc">Grey text on a grey ground</p>
  <button type="button"><svg width="16" height="16" aria-hidden="true"></svg></button>
</main></body></html>`;

test('[A11Y]: the axe check refuses a page with low contrast and a nameless button', async ({ page }) => {
  await page.setContent(BAD_PAGE);
  const all = await expectNoAxeViolations(page, 'the probe page').then(
    () => 'passed',
    (error: Error) => error.message,
  );
  expect(all).toContain('color-contrast');
  expect(all).toContain('button-name');
  const colours = await expectNoAxeViolations(page, 'the probe page', COLOUR_RULES).then(
    () => 'passed',
    (error: Error) => error.message,
  );
  expect(colours).toContain('color-contrast');
  expect(colours).not.toContain('button-name');
});
