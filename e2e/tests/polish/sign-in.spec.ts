import { expect, test } from '@playwright/test';
import { acceptNextAlert, PASSWORD, signUpThroughApi } from '../../fixtures/auth';
import { readCode, uniqueEmail } from '../../fixtures/mail';

test('[POLISH]: /otp names the address and starts in the first box; after the code the login form has the email filled', async ({
  page,
}) => {
  const email = uniqueEmail('otp-polish');
  await page.goto('/select-role');
  await page.getByLabel("I'm a freelancer, looking for work").check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByPlaceholder('Enter your name').fill('Olga Otp');
  await page.getByPlaceholder('Enter your email').fill(email);
  await page.getByPlaceholder('Enter your password').fill(PASSWORD);
  await page.getByPlaceholder('Enter password again').fill(PASSWORD);
  await page.getByRole('checkbox', { name: /I agree to the Terms of Service and Privacy Policy/ }).check();
  page.once('dialog', (dialog) => dialog.accept());
  await page.getByRole('button', { name: 'Sign Up' }).click();

  await expect(page.getByRole('heading', { name: 'One-Time Password' })).toBeVisible();
  await expect(page.getByText('Please enter the one-time password sent to your mail')).toBeVisible();
  await expect(page.getByText(`We sent it to ${email}.`)).toBeVisible();
  await expect(page.getByLabel('Digit 1 of 6')).toBeFocused();

  // Typed straight away, without a click: the focus was already there.
  await page.keyboard.type(await readCode(email));
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('otp verified successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByPlaceholder('Enter your email')).toHaveValue(email);
  await page.getByPlaceholder('Enter your password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/freelancer\/home$/);
});

test('[POLISH]: /otp opened without an email alerts, then goes to the role choice', async ({ page }) => {
  const alert = acceptNextAlert(page);
  await page.goto('/otp');
  expect(await alert).toBe('Email not provided!');
  await expect(page).toHaveURL(/\/select-role$/);
  await expect(page.getByRole('heading', { name: 'Join as a client or freelancer' })).toBeVisible();
});

test('[POLISH]: forgot password keeps the code step across a reload, and "I already have a code" reaches it', async ({
  page,
  browser,
}) => {
  const account = await signUpThroughApi(page, 'client', 'Rhea Reload');
  await page.goto('/forgot-password');
  await page.getByPlaceholder('Enter your email').fill(account.email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(`Enter the code we sent to ${account.email}`)).toBeVisible();

  await page.reload();
  // Still on the code step, for the same address: no new request, no 'Please wait' wall.
  await expect(page.getByText(`Enter the code we sent to ${account.email}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send code' })).toHaveCount(0);
  await expect(page.getByText(/Please wait \d+ seconds/)).toHaveCount(0);

  // Another tab (no stored step) uses the code it already has.
  const other = await browser.newPage();
  try {
    await other.goto('/forgot-password');
    await other.getByPlaceholder('Enter your email').fill(account.email);
    await other.getByRole('button', { name: 'I already have a code' }).click();
    await expect(other.getByText(`Enter the code we sent to ${account.email}`)).toBeVisible();
    await other.getByLabel('Digit 1 of 6').fill(await readCode(account.email));
    await other.getByPlaceholder('Enter your new password').fill('a-brand-new-password-3');
    await other.getByPlaceholder('Enter password again').fill('a-brand-new-password-3');
    await other.getByRole('button', { name: 'Set new password' }).click();
    await expect(other.getByText('Your password has been reset. Please log in.')).toBeVisible();
    await expect(other).toHaveURL(/\/login$/);
    await expect(other.getByPlaceholder('Enter your email')).toHaveValue(account.email);
  } finally {
    await other.close();
  }
});

test('[POLISH]: an error toast does not follow the user to the next page, and toasts sit below the top bar', async ({
  page,
}) => {
  const account = await signUpThroughApi(page, 'client', 'Tori Toast');
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login' }).click();
  const toast = page.getByText('Enter credentials');
  await expect(toast).toBeVisible();

  // The toast leaves the theme toggle free to use.
  const toggle = await page.getByRole('button', { name: /Switch to (dark|light) theme/ }).boundingBox();
  expect(toggle).toBeTruthy();
  // Polled: the toast slides in from above, so its box is only final once it has landed.
  await expect
    .poll(async () => (await page.locator('[data-sonner-toast]').first().boundingBox())?.y ?? -1)
    .toBeGreaterThanOrEqual(toggle!.y + toggle!.height);

  // Signed in on the same page (no reload that would clear everything anyway).
  await page.getByPlaceholder('Enter your email').fill(account.email);
  await page.getByPlaceholder('Enter your password').fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/client\/home$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome, Tori Toast');
  await expect(page.getByText('Enter credentials')).toHaveCount(0);
});
