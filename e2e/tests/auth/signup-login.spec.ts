import { expect, test } from '@playwright/test';
import { acceptNextAlert, logInThroughUi, signUpThroughUi } from '../../fixtures/auth';

for (const role of ['client', 'freelancer'] as const) {
  test(`[AUTH]: a ${role} signs up, enters the emailed code, logs in, stays signed in on reload and logs out`, async ({
    page,
  }) => {
    const name = role === 'client' ? 'Clara Client' : 'Frank Freelancer';
    const account = await signUpThroughUi(page, role, name);

    await logInThroughUi(page, account.email, account.password);
    await expect(page).toHaveURL(new RegExp(`/${role}/home$`));
    await expect(page.getByText(name).first()).toBeVisible();

    await page.reload();
    await expect(page).toHaveURL(new RegExp(`/${role}/home$`));
    await expect(page.getByText(name).first()).toBeVisible();
    expect(JSON.stringify(await page.evaluate(() => ({ ...localStorage })))).not.toContain('accessToken');

    const cookie = (await page.context().cookies()).find((c) => c.name === 'accessToken');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');

    await page.getByRole('button', { name: /account menu/i }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto(`/${role}/home`);
    await expect(page).toHaveURL(/\/login$/);
  });
}

test('[AUTH]: the login form shows the spec texts for missing and wrong credentials', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Enter credentials')).toBeVisible();

  await page.getByPlaceholder('Enter your email').fill('nobody@example.com');
  await page.getByPlaceholder('Enter your password').fill('wrong-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
});

test('[AUTH]: sign-up validation toasts, the role guard and the OTP page without an email', async ({
  page,
}) => {
  await page.goto('/signup');
  await expect(page).toHaveURL(/\/select-role$/);
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await page.getByLabel("I'm a client, hiring for a project").check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  expect(await page.evaluate(() => localStorage.getItem('userRole'))).toBe('client');

  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('All fields are required')).toBeVisible();

  await page.getByPlaceholder('Enter your name').fill('Mismatch');
  await page.getByPlaceholder('Enter your email').fill('mismatch@example.com');
  await page.getByPlaceholder('Enter your password').fill('password-one');
  await page.getByPlaceholder('Enter password again').fill('password-two');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('password do not match')).toBeVisible();

  await page.getByPlaceholder('Enter password again').fill('password-one');
  await page.getByPlaceholder('Enter your password').fill('short');
  await page.getByPlaceholder('Enter password again').fill('short');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  // The agreement is required: said next to the box, which takes the focus.
  const terms = page.getByRole('checkbox', { name: /I agree to the Terms of Service and Privacy Policy/ });
  await expect(
    page.getByText('Please agree to the Terms of Service and Privacy Policy to sign up'),
  ).toBeVisible();
  await expect(terms).toBeFocused();
  await terms.check();
  await expect(
    page.getByText('Please agree to the Terms of Service and Privacy Policy to sign up'),
  ).toHaveCount(0);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Password must be at least 8 characters' }),
  ).toBeVisible();

  // Opening the role choice again clears the stored role.
  await page.goto('/select-role');
  await expect(page.getByRole('heading', { name: 'Join as a client or freelancer' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('userRole'))).toBeNull();

  const alert = acceptNextAlert(page);
  await page.goto('/otp');
  expect(await alert).toBe('Email not provided!');
  await expect(page.getByRole('heading', { name: 'One-Time Password' })).toHaveCount(0);
});
