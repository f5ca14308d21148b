import { expect, type Page, test } from '@playwright/test';
import { createAccount, logInThroughUi, PASSWORD, signUpThroughApi } from '../../fixtures/auth';
import { expectNoViolationsInBothThemes, expectNoViolationsInTheme } from '../../fixtures/axe';
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
async function checkClientJobPages(page: Page, client: { email: string; password: string }) {
  await page.goto('/client/jobs');
  await expect(page.getByText('You have not posted a job yet.')).toBeVisible();
  await expectNoViolationsInBothThemes(page, `/client/jobs, empty`);

  await page.goto('/client/jobs/new');
  await page.getByRole('button', { name: 'Publish job' }).click();
  await expect(page.getByText('fields need your attention')).toBeVisible();
  await expectNoViolationsInBothThemes(page, `/client/jobs/new with its errors`);

  const jobId = await postJobThroughApi(page.request, client, { title: 'Axe check job' });
  // The freelancer only sends a proposal: an account signed in on a request context, no page.
  const freelancerSide = await page.context().browser()!.newContext();
  await createAccount(freelancerSide.request, 'freelancer', 'Pim Proposer');
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
  await expectNoViolationsInBothThemes(page, `/client/jobs/:id with a proposal`);
  await page.goto('/client/jobs');
  await expect(page.getByText('1 job')).toBeVisible();
  await expectNoViolationsInBothThemes(page, `/client/jobs`);
}

// Each test audits a whole area page by page, in both themes: a deadline for the tour, not for one page.
test.describe.configure({ timeout: 360_000 });

test('[A11Y]: the public pages have no axe violations in either theme', async ({ page }) => {
  await page.goto('/');
  await expectTheme(page, 'light');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The contact details come once the prerendered page is live (its menu button works).
  await expect(page.getByRole('contentinfo').getByRole('link', { name: /@/ })).toBeVisible();
  await expectNoViolationsInBothThemes(page, `/`);

  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await expectNoViolationsInBothThemes(page, `/ with the menu drawer open`);
  await page.setViewportSize({ width: 1280, height: 720 });

  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  await expectNoViolationsInBothThemes(page, `/login`);

  await page.goto('/select-role');
  await expect(page.getByRole('heading', { name: 'Join as a client or freelancer' })).toBeVisible();
  await expectNoViolationsInBothThemes(page, `/select-role`);

  await page.evaluate(() => localStorage.setItem('userRole', 'freelancer'));
  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: 'Signup' })).toBeVisible();
  await expectNoViolationsInBothThemes(page, `/signup`);

  // The 404 page has no theme toggle: it is opened again in the dark theme, as a returning visitor has it.
  for (const theme of THEMES) {
    await page.evaluate((value) => localStorage.setItem('theme', value), theme);
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'ERROR 404' })).toBeVisible();
    await expectTheme(page, theme);
    await expectNoViolationsInTheme(page, `the 404 page (${theme})`);
  }
});

// The theme a returning visitor saved is the one the first page after sign-up shows.
for (const theme of THEMES) {
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
    await page.getByRole('checkbox', { name: /I agree to the Terms of Service and Privacy Policy/ }).check();
    page.once('dialog', (dialog) => dialog.accept());
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL(/\/otp$/);
    await expect(page.getByRole('heading', { name: 'One-Time Password' })).toBeVisible();
    await expectTheme(page, theme);
    await expectNoViolationsInTheme(page, `/otp (${theme})`);
  });
}

for (const role of ['client', 'freelancer'] as const) {
  test(`[A11Y]: the ${role} area has no axe violations in either theme`, async ({ page }) => {
    const account = await signUpThroughApi(page, role, role === 'client' ? 'Alma Axe' : 'Axel Axe');
    await logInThroughUi(page, account.email, account.password);
    await expect(page).toHaveURL(new RegExp(`/${role}/home$`));
    await expectTheme(page, 'light');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      role === 'client' ? 'Welcome, Alma Axe' : 'Fire up your freelance career',
    );
    await expectNoViolationsInBothThemes(page, `/${role}/home`);

    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
    await expectNoViolationsInBothThemes(page, `/${role}/home with the account menu open`);
    await page.keyboard.press('Escape');

    if (role === 'freelancer') {
      await page.getByRole('button', { name: 'How do I find projects?' }).click();
      await expect(page.getByRole('region', { name: 'How do I find projects?' })).toBeVisible();
      await expectNoViolationsInBothThemes(page, `/freelancer/home with an FAQ answer open`);
    }

    await page.goto(`/${role}/messages`);
    await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    await expect(page.getByText('No conversations yet.')).toBeVisible();
    await expectNoViolationsInBothThemes(page, `/${role}/messages`);

    await page.goto(`/${role}/no-such-page`);
    await expect(page.getByRole('heading', { level: 1, name: 'ERROR 404' })).toBeVisible();
    await expectNoViolationsInBothThemes(page, `/${role}/no-such-page`);
    if (role === 'client') await checkClientJobPages(page, account);

    await page.setViewportSize({ width: 360, height: 740 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await expectNoViolationsInBothThemes(page, `the ${role} slide-in menu`);
  });
}
