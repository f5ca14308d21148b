import { expect, test } from '@playwright/test';
import { logInThroughUi, signUpThroughApi } from '../../fixtures/auth';
import { readCode } from '../../fixtures/mail';

test('[AUTH]: a user who forgot the password gets a code by mail, sets a new one and logs in with it', async ({
  page,
  browser,
}) => {
  const account = await signUpThroughApi(page, 'freelancer', 'Rita Reset');
  // A session opened before the reset on another device.
  const otherDevice = await browser.newContext();
  const otherPage = await otherDevice.newPage();
  await logInThroughUi(otherPage, account.email, account.password);
  await expect(otherPage).toHaveURL(/\/freelancer\/home$/);

  await page.goto('/login');
  await page.getByPlaceholder('Enter your email').fill(account.email);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  // The login form has the same email placeholder: wait until the reset form has replaced it.
  await expect(page.getByRole('button', { name: 'Send code' })).toBeVisible();
  // The email typed on the login form came along.
  await expect(page.getByPlaceholder('Enter your email')).toHaveValue(account.email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(
    page.getByText('If an account exists for this email, a code has been sent to it'),
  ).toBeVisible();
  await expect(page.getByText('Resend code in')).toBeVisible();

  // The account came from the test fixture (no sign-up mail): the reset code is its first mail.
  const code = await readCode(account.email);
  await page.getByLabel('Digit 1 of 6').fill(code);
  await page.getByPlaceholder('Enter your new password').fill('my-new-password-2');
  await page.getByPlaceholder('Enter password again').fill('my-new-password-2');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Your password has been reset. Please log in.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await logInThroughUi(page, account.email, account.password);
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
  await logInThroughUi(page, account.email, 'my-new-password-2');
  await expect(page).toHaveURL(/\/freelancer\/home$/);

  // The other device's session was revoked by the reset.
  await otherPage.reload();
  await expect(otherPage).toHaveURL(/\/login$/);
  await otherDevice.close();
});
