import { expect, test } from '@playwright/test';
import { logInThroughUi, signUpThroughApi } from '../../fixtures/auth';
import { postJobThroughApi } from '../../fixtures/jobs';
import { expectCleanEverywhere } from './axe';

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
  await page.getByRole('banner').getByRole('link', { name: 'Go to my dashboard' }).click();
  await expect(page).toHaveURL(/\/client\/home$/);

  for (const path of ['/login', '/signup', '/select-role']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/client\/home$/);
  }
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

  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByText('We use one cookie: the session cookie')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Deleting your account' })).toBeVisible();

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
