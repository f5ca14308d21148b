import { expect, type Locator, type Page } from '@playwright/test';

/** The widths the no-overflow rule is held to: the smallest phone, a common one, laptop, desktop. */
export const ALL_WIDTHS = [320, 390, 1366, 1920] as const;

export const viewportOf = (width: number) => ({ width, height: width > 800 ? 800 : 700 });

/**
 * The page scrolls no wider than its window. Soft, so that one run names every page and width that
 * fails rather than the first.
 */
export async function expectNoSidewaysScroll(page: Page, what: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect
    .soft(scrollWidth, `${what} at ${innerWidth} px is ${scrollWidth - innerWidth} px too wide`)
    .toBeLessThanOrEqual(innerWidth);
}

/**
 * The element is shown whole: inside the window, and inside every box around it that clips what
 * overflows it (a card with rounded corners hides what sticks out of it).
 */
export async function expectWhollyShown(locator: Locator, what: string) {
  const cut = await locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const outside = (r: { left: number; right: number; top: number; bottom: number }) =>
      box.left < r.left - 0.5 ||
      box.right > r.right + 0.5 ||
      box.top < r.top - 0.5 ||
      box.bottom > r.bottom + 0.5;
    const found: string[] = [];
    if (outside({ left: 0, right: window.innerWidth, top: 0, bottom: Number.POSITIVE_INFINITY }))
      found.push(`the window (${Math.round(box.left)}–${Math.round(box.right)} of ${window.innerWidth} px)`);
    for (let a = element.parentElement; a && a !== document.body; a = a.parentElement) {
      const style = getComputedStyle(a);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const r = a.getBoundingClientRect();
      if (outside(r))
        found.push(
          `<${a.tagName.toLowerCase()} class="${a.className}"> (${Math.round(box.left)}–${Math.round(box.right)} in ${Math.round(r.left)}–${Math.round(r.right)})`,
        );
    }
    return found;
  });
  expect.soft(cut, `${what} sticks out of`).toEqual([]);
}
