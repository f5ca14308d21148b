import { expect, test } from '@playwright/test';
import { logInThroughUi, signUpThroughApi } from '../../fixtures/auth';
import { postJobThroughApi } from '../../fixtures/jobs';
import { signedInAs } from '../areas/signed-in';
import { expectCleanEverywhere } from './axe';
import { expectNoSidewaysScroll } from './page-width';

test('[POLISH]: the top bar leads to Home, Find Work and About, and /jobs has the landing top bar and footer', async ({
  page,
}) => {
  await page.goto('/');
  const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Find Work' }).click();
  await expect(page).toHaveURL(/\/jobs$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Find work' })).toBeVisible();
  // The same top bar and footer as the landing page.
  await expect(nav.getByRole('link', { name: 'About Us' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('heading', { name: 'Contact us' })).toBeVisible();

  await nav.getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1, name: 'About Skillora' })).toBeVisible();

  await nav.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('[POLISH]: a signed-in user sees their avatar and "Go to my dashboard" on public pages, and is sent home from login and sign-up', async ({
  page,
}) => {
  const client = await signUpThroughApi(page, 'client', 'Dana Dashboard');
  const jobId = await postJobThroughApi(page.request, client, { title: 'Signed-in awareness job' });
  await page.request.post('/api/auth/logout');

  await logInThroughUi(page, client.email, client.password);
  await expect(page).toHaveURL(/\/client\/home$/);

  for (const path of ['/', '/jobs', `/jobs/${jobId}`]) {
    await page.goto(path);
    const banner = page.getByRole('banner');
    await expect(banner.getByText('Signed in as Dana Dashboard')).toBeAttached();
    await expect(banner.getByText('DD', { exact: true })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Go to my dashboard' })).toHaveAttribute(
      'href',
      '/client/home',
    );
    await expect(banner.getByRole('link', { name: 'Login' })).toHaveCount(0);
    await expect(banner.getByRole('link', { name: 'Signup' })).toHaveCount(0);
  }
  // Her own job: no 'About the client' about herself, and a way to manage it instead.
  await expect(page.getByRole('heading', { level: 1, name: 'Signed-in awareness job' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'About the client' })).toHaveCount(0);
  await expect(
    page.getByRole('region', { name: 'Your job' }).getByRole('link', { name: 'Manage this job' }),
  ).toHaveAttribute('href', `/client/jobs/${jobId}`);
  await page.getByRole('banner').getByRole('link', { name: 'Go to my dashboard' }).click();
  await expect(page).toHaveURL(/\/client\/home$/);

  for (const path of ['/login', '/signup', '/select-role']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/client\/home$/);
  }
});

test('[POLISH]: a signed-in freelancer reads /, /jobs and /jobs/{id} with their avatar and "Go to my dashboard", and applies in their area', async ({
  page,
}) => {
  const client = await signUpThroughApi(page, 'client', 'Olga Owner');
  const jobId = await postJobThroughApi(page.request, client, { title: 'Freelancer awareness job' });
  await page.request.post('/api/auth/logout');
  const freelancer = await signUpThroughApi(page, 'freelancer', 'Fern Finder');
  await logInThroughUi(page, freelancer.email, freelancer.password);
  await expect(page).toHaveURL(/\/freelancer\/home$/);

  for (const path of ['/', '/jobs', `/jobs/${jobId}`]) {
    await page.goto(path);
    // Not sent into the area: the public page, with the public top bar.
    await expect(page).toHaveURL((url) => url.pathname === path);
    const banner = page.getByRole('banner');
    await expect(banner.getByText('Signed in as Fern Finder')).toBeAttached();
    await expect(banner.getByText('FF', { exact: true })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Go to my dashboard' })).toHaveAttribute(
      'href',
      '/freelancer/home',
    );
    await expect(banner.getByRole('link', { name: 'Login' })).toHaveCount(0);
  }
  // Someone else's job: 'About the client' is there; applying happens in the freelancer area.
  await expect(page.getByRole('heading', { name: 'About the client' })).toBeVisible();
  await expectCleanEverywhere(page, 'a job as a signed-in freelancer', async () => {
    await page.goto(`/jobs/${jobId}`);
    await expect(page.getByRole('region', { name: 'Apply' })).toBeVisible();
  });
  await page.getByRole('region', { name: 'Apply' }).getByRole('link', { name: 'Apply now' }).click();
  await expect(page).toHaveURL(new RegExp(`/freelancer/jobs/${jobId}$`));
  await expect(page.getByRole('heading', { name: 'Submit a proposal' })).toBeVisible();
});

test('[POLISH]: the footer links to the Blog, Terms of Service, Privacy Policy and About pages', async ({
  page,
}) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Fees and payments' })).toBeVisible();
  // The fee and escrow rules as configured (defaults: 5 %, 14 days, 5 days).
  await expect(page.getByText('Our only fee is 5 % of each released milestone')).toBeVisible();
  await expect(page.getByText('automatically 14 days after a submission')).toBeVisible();
  await expect(page.getByText('pending for 5 days, then available to withdraw')).toBeVisible();
  await expect(page.getByText('when the freelancer agrees or when an admin decides')).toBeVisible();
  await expect(page.getByText('delete your account yourself in Profile Settings')).toBeVisible();

  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  // The cookies the API really sets, and deletion as Profile Settings offers it.
  await expect(page.getByText('The session cookie keeps you signed in, for up to 7 days')).toBeVisible();
  await expect(page.getByText(/^A sign-up cookie, .* It expires after 24 hours\.$/)).toBeVisible();
  await expect(page.getByText(/^A Google sign-in cookie, .* It lasts at most 15 minutes/)).toBeVisible();
  await expect(page.getByText('We use one cookie')).toHaveCount(0);
  await expect(page.getByText('which browser and device it came from')).toBeVisible();
  await expect(page.getByText('Every notification email has a one-click unsubscribe link')).toBeVisible();
  await expect(page.getByText('we never receive or store a card number')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Deleting your account' })).toBeVisible();
  await expect(
    page.getByText('Delete your account yourself in Profile Settings, under Delete account.'),
  ).toBeVisible();
  await expect(page.getByText("They are anonymised, not deleted: they show 'Deleted user'")).toBeVisible();

  await page.getByRole('contentinfo').getByRole('link', { name: 'Blog' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();

  await page.getByRole('contentinfo').getByRole('link', { name: 'About Skillora' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'About Skillora' })).toBeVisible();
});

test('[POLISH]: the site pages have no axe violations in both themes at 1366 and 390 px', async ({
  page,
}) => {
  test.slow();
  await page.goto('/');
  for (const [path, heading] of [
    ['/about', 'About Skillora'],
    ['/terms', 'Terms of Service'],
    ['/privacy', 'Privacy Policy'],
    ['/blog', 'Blog'],
  ] as const) {
    await expectCleanEverywhere(page, path, async () => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('contentinfo').getByRole('link', { name: /@/ })).toBeVisible();
    });
  }
});

test('[POLISH]: sign-up asks to agree to the Terms of Service and Privacy Policy, linked to the pages', async ({
  page,
}) => {
  await page.goto('/select-role');
  await page.getByLabel("I'm a client, hiring for a project").check();
  await page.getByRole('button', { name: 'Continue' }).click();
  const terms = page.getByRole('checkbox', { name: 'I agree to the Terms of Service and Privacy Policy' });
  await expect(terms).not.toBeChecked();
  await expect(page.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
  await expect(page.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
});

test('[POLISH]: signed in on a 320 px phone, the public top bar fits: the dashboard link stays, the theme moves into the menu', async ({
  browser,
}) => {
  const { page } = await signedInAs(browser, 'client', 'Petra Phonewidth', { path: '/jobs' });
  await page.setViewportSize({ width: 320, height: 700 });
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Go to my dashboard' })).toBeVisible();
  await expect(banner.getByText('Dashboard', { exact: true })).toBeVisible();
  await expectNoSidewaysScroll(page, '/jobs signed in');
  await banner.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
});
