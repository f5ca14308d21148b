import { expect, type Page, test } from '@playwright/test';
import { logInThroughUi, ownAddress, PASSWORD, signUpThroughApi } from '../../fixtures/auth';
import { expectNoViolationsInTheme as expectNoViolations } from '../../fixtures/axe';
import { postJobThroughApi } from '../../fixtures/jobs';
import { uniqueEmail } from '../../fixtures/mail';

const THEMES = ['light', 'dark'] as const;
type Theme = (typeof THEMES)[number];

/** The theme comes from localStorage before any script runs, as for a returning visitor. */
async function useTheme(page: Page, theme: Theme) {
  await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
}

async function expectTheme(page: Page, theme: Theme) {
  if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/dark/);
  else await expect(page.locator('html')).not.toHaveClass(/dark/);
}

/** Post Job with its errors showing, My Jobs, and a job with a proposal on it. */
async function checkClientJobPages(page: Page, client: { email: string; password: string }, theme: Theme) {
  await page.goto('/client/jobs');
  await expect(page.getByText('You have not posted a job yet.')).toBeVisible();
  await expectNoViolations(page, `/client/jobs, empty (${theme})`);

  await page.goto('/client/jobs/new');
  await page.getByRole('button', { name: 'Publish job' }).click();
  await expect(page.getByText('fields need your attention')).toBeVisible();
  await expectNoViolations(page, `/client/jobs/new with its errors (${theme})`);

  const jobId = await postJobThroughApi(page.request, client, { title: `Axe check job ${theme}` });
  const freelancerSide = await page.context().browser()!.newContext();
  const freelancer = await signUpThroughApi(await freelancerSide.newPage(), 'freelancer', 'Pim Proposer');
  const { email, password } = freelancer;
  await freelancerSide.request.post('/api/auth/login', { data: { email, password }, headers: ownAddress() });
  const sent = await freelancerSide.request.post(`/api/freelancer/jobs/${jobId}/proposals`, {
    data: {
      coverLetter: 'I have done this kind of work many times and would be glad to help with yours.',
      bidCents: 120_000,
      duration: '1_to_3_months',
    },
  });
  expect(sent.status()).toBe(201);
  await freelancerSide.close();

  await page.goto(`/client/jobs/${jobId}`);
  await expect(page.getByRole('article', { name: 'Proposal from Pim Proposer' })).toBeVisible();
  await expectNoViolations(page, `/client/jobs/:id with a proposal (${theme})`);
  await page.goto('/client/jobs');
  await expect(page.getByText('1 job')).toBeVisible();
  await expectNoViolations(page, `/client/jobs (${theme})`);
}

for (const theme of THEMES) {
  test.describe(`${theme} theme`, () => {
    // Each test audits a whole area page by page: a deadline for the tour (twice a test's), not for one page.
    test.describe.configure({ timeout: 360_000 });
    test(`[A11Y]: the public pages have no axe violations (${theme})`, async ({ page }) => {
      await useTheme(page, theme);
      await page.goto('/');
      await expectTheme(page, theme);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The contact details come once the prerendered page is live (its menu button works).
      await expect(page.getByRole('contentinfo').getByRole('link', { name: /@/ })).toBeVisible();
      await expectNoViolations(page, `/ (${theme})`);

      await page.setViewportSize({ width: 360, height: 740 });
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      await expectNoViolations(page, `/ with the menu drawer open (${theme})`);
      await page.setViewportSize({ width: 1280, height: 720 });

      await page.goto('/login');
      await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
      await expectNoViolations(page, `/login (${theme})`);

      await page.goto('/select-role');
      await expect(page.getByRole('heading', { name: 'Join as a client or freelancer' })).toBeVisible();
      await expectNoViolations(page, `/select-role (${theme})`);

      await page.evaluate(() => localStorage.setItem('userRole', 'freelancer'));
      await page.goto('/signup');
      await expect(page.getByRole('heading', { name: 'Signup' })).toBeVisible();
      await expectNoViolations(page, `/signup (${theme})`);

      await page.goto('/no/such/page');
      await expect(page.getByRole('heading', { name: 'ERROR 404' })).toBeVisible();
      await expectNoViolations(page, `the 404 page (${theme})`);
    });

    test(`[A11Y]: the one-time-password page after a real sign-up has no axe violations (${theme})`, async ({
      page,
    }) => {
      await useTheme(page, theme);
      await page.goto('/select-role');
      await page.getByLabel("I'm a client, hiring for a project").check();
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByPlaceholder('Enter your name').fill('Ada Access');
      await page.getByPlaceholder('Enter your email').fill(uniqueEmail('a11y'));
      await page.getByPlaceholder('Enter your password').fill(PASSWORD);
      await page.getByPlaceholder('Enter password again').fill(PASSWORD);
      await page
        .getByRole('checkbox', { name: /I agree to the Terms of Service and Privacy Policy/ })
        .check();
      page.once('dialog', (dialog) => dialog.accept());
      await page.getByRole('button', { name: 'Sign Up' }).click();
      await expect(page).toHaveURL(/\/otp$/);
      await expect(page.getByRole('heading', { name: 'One-Time Password' })).toBeVisible();
      await expectTheme(page, theme);
      await expectNoViolations(page, `/otp (${theme})`);
    });

    for (const role of ['client', 'freelancer'] as const) {
      test(`[A11Y]: the ${role} area has no axe violations (${theme})`, async ({ page }) => {
        const account = await signUpThroughApi(page, role, role === 'client' ? 'Alma Axe' : 'Axel Axe');
        await useTheme(page, theme);
        await logInThroughUi(page, account.email, account.password);
        await expect(page).toHaveURL(new RegExp(`/${role}/home$`));
        await expectTheme(page, theme);
        await expect(page.getByRole('heading', { level: 1 })).toContainText(
          role === 'client' ? 'Welcome, Alma Axe' : 'Fire up your freelance career',
        );
        await expectNoViolations(page, `/${role}/home (${theme})`);

        await page.getByRole('button', { name: 'Account menu' }).click();
        await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
        await expectNoViolations(page, `/${role}/home with the account menu open (${theme})`);
        await page.keyboard.press('Escape');

        if (role === 'freelancer') {
          await page.getByRole('button', { name: 'How do I find projects?' }).click();
          await expect(page.getByRole('region', { name: 'How do I find projects?' })).toBeVisible();
          await expectNoViolations(page, `/freelancer/home with an FAQ answer open (${theme})`);
        }

        await page.goto(`/${role}/messages`);
        await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
        await expect(page.getByText('No conversations yet.')).toBeVisible();
        await expectNoViolations(page, `/${role}/messages (${theme})`);

        await page.goto(`/${role}/no-such-page`);
        await expect(page.getByRole('heading', { level: 1, name: 'ERROR 404' })).toBeVisible();
        await expectNoViolations(page, `/${role}/no-such-page (${theme})`);
        if (role === 'client') await checkClientJobPages(page, account, theme);

        await page.setViewportSize({ width: 360, height: 740 });
        await page.getByRole('button', { name: 'Open menu' }).click();
        await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
        await expectNoViolations(page, `the ${role} slide-in menu (${theme})`);
      });
    }
  });
}
