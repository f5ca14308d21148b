import { expect, type Locator, type Page, test } from '@playwright/test';
import { signInThroughApi, signUpThroughApi } from '../../fixtures/auth';
import { PRERENDERED_PATHS } from '../../fixtures/prerendered';

type PrerenderedPath = (typeof PRERENDERED_PATHS)[number];

const HEADINGS: Record<PrerenderedPath, string> = {
  '/': 'We connect people to bring projects to life',
  '/about': 'About Skillora',
  '/terms': 'Terms of Service',
  '/privacy': 'Privacy Policy',
  '/safepay': 'How SafePay works',
  '/fees': 'Fees',
};

/** What shows only once the page's script runs: what it asks the API for after hydrating. */
const LIVE: Record<PrerenderedPath, (page: Page) => Locator> = {
  '/': (page) => page.getByRole('contentinfo').getByRole('link', { name: /@/ }),
  '/about': (page) => page.getByRole('contentinfo').getByRole('link', { name: /@/ }),
  '/terms': (page) => page.getByRole('contentinfo').getByRole('link', { name: /@/ }),
  '/privacy': (page) => page.getByRole('contentinfo').getByRole('link', { name: /@/ }),
  '/safepay': (page) => page.getByText(/within \d+ days? of a submission/),
  '/fees': (page) => page.getByText(/Skillora takes [\d.]+ % of each released milestone/),
};

const heading = (page: Page, path: PrerenderedPath) =>
  page.getByRole('heading', { level: 1, name: HEADINGS[path] });

/**
 * Console errors and uncaught exceptions: React reports a hydration mismatch as one. Not the lines
 * the browser logs for an HTTP error status: a visitor's pages ask who is signed in, and get a 401.
 */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' && !text.startsWith('Failed to load resource:')) errors.push(text);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Sums every layout shift of the page's documents from their first byte (an init script, so no entry
 * is missed and nothing waits for an observer that a page without shifts never calls).
 */
const recordLayoutShift = (page: Page) =>
  page.addInitScript(() => {
    const w = window as unknown as { layoutShift: number };
    w.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const shift of list.getEntries() as Array<PerformanceEntry & { value: number }>)
        w.layoutShift += shift.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
const layoutShift = (page: Page) =>
  page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);

test('[LANDING]: the first response of / is the whole landing page, before any script runs', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Skillora home' })).toBeVisible();
  await expect(header.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText([
    'Home',
    'Find Talent',
    'Find Work',
    'About Us',
  ]);
  await expect(header.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Signup' })).toBeVisible();
  await expect(heading(page, '/')).toBeVisible();
  await expect(page.getByPlaceholder('Search by role, skills, or keywords')).toBeVisible();
  for (const section of [
    "Up your work game, it's easy",
    'Browse Talent by Category',
    'Why People Choose Us',
    'Trusted by thousands of freelancers and businesses',
  ]) {
    await expect(page.getByRole('region', { name: section })).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Browse Talent by Category' }).getByRole('link')).toHaveCount(
    8,
  );
  await expect(page.getByRole('contentinfo').getByRole('heading', { level: 2 })).toHaveText([
    'Help & Support',
    'Follow us on',
    'About us',
    'Contact us',
  ]);
  // The hero search works without the script too: it is a form that GETs /jobs.
  await page.getByPlaceholder('Search by role, skills, or keywords').fill('logo');
  await page.getByPlaceholder('Search by role, skills, or keywords').press('Enter');
  await expect(page).toHaveURL(/\/jobs\?q=logo$/);

  for (const path of PRERENDERED_PATHS.filter((p) => p !== '/')) {
    await page.goto(path);
    await expect(heading(page, path)).toBeVisible();
  }
  await context.close();
});

test('[LANDING]: a returning visitor gets their dark theme and the page before the scripts arrive', async ({
  page,
}) => {
  // No script file ever arrives: what shows is the HTML, its stylesheet and its inline script.
  await page.route('**/assets/*.js', (route) => route.abort());
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await page.goto('/');
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  const light = await background();

  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  for (const path of PRERENDERED_PATHS) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(heading(page, path)).toBeVisible();
    expect(await background()).not.toBe(light);
  }
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
});

for (const theme of ['light', 'dark'] as const) {
  test(`[LANDING]: the prerendered pages come alive with no hydration error (${theme} theme)`, async ({
    page,
  }) => {
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    await recordLayoutShift(page);
    const errors = collectErrors(page);
    for (const path of PRERENDERED_PATHS) {
      await page.goto(path);
      await expect(LIVE[path](page)).toBeVisible();
      await expect(heading(page, path)).toBeVisible();
    }
    await page.goto('/');
    await expect(LIVE['/'](page)).toBeVisible();
    // Nothing moved while it came alive, and it is live: the theme toggle works.
    expect(await layoutShift(page)).toBe(0);
    const [current, other] =
      theme === 'dark'
        ? ['Switch to light theme', 'Switch to dark theme']
        : ['Switch to dark theme', 'Switch to light theme'];
    await page.getByRole('button', { name: current }).click();
    await expect(page.getByRole('button', { name: other })).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test('[LANDING]: a signed-in visitor gets the same page, then their avatar and "Go to my dashboard", with no hydration error', async ({
  page,
}) => {
  const account = await signUpThroughApi(page, 'freelancer', 'Hilda Hydrate');
  await signInThroughApi(page.request, account);
  await recordLayoutShift(page);
  const errors = collectErrors(page);
  await page.goto('/');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Go to my dashboard' })).toHaveAttribute(
    'href',
    '/freelancer/home',
  );
  await expect(banner.getByText('Signed in as Hilda Hydrate')).toBeAttached();
  await expect(banner.getByRole('link', { name: 'Signup' })).toHaveCount(0);
  await expect(heading(page, '/')).toBeVisible();
  // Only the theme button moves, sideways, as the avatar and dashboard link replace Login and Signup
  // (about 0.001; the page's content stays put).
  expect(await layoutShift(page)).toBeLessThan(0.005);
  expect(errors).toEqual([]);
});
