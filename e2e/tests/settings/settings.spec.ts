import { type Browser, expect, type Page, test } from '@playwright/test';
import { logInThroughUi, signUpThroughApi } from '../../fixtures/auth';
import { expectNoViolationsInBothThemes } from '../../fixtures/axe';
import { readCode, uniqueEmail } from '../../fixtures/mail';
import { createAccount, openArea } from '../areas/signed-in';

/** A new freelancer signed in on this page and on another device (a browser context of its own). */
async function freelancerOnTwoDevices(page: Page, browser: Browser, name: string) {
  const account = await signUpThroughApi(page, 'freelancer', name);
  const otherDevice = await browser.newContext();
  const otherPage = await otherDevice.newPage();
  await logInThroughUi(otherPage, account.email, account.password);
  await expect(otherPage).toHaveURL(/\/freelancer\/home$/);
  await logInThroughUi(page, account.email, account.password);
  await expect(page).toHaveURL(/\/freelancer\/home$/);
  return { account, otherDevice, otherPage };
}

test('[SETTINGS]: a freelancer changes the password; the other device is signed out live and the new password works', async ({
  page,
  browser,
}) => {
  const { account, otherDevice, otherPage } = await freelancerOnTwoDevices(page, browser, 'Pia Password');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Profile Settings' }).click();
  await expect(page).toHaveURL(/\/freelancer\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeVisible();

  const sessions = page.getByRole('region', { name: 'Active sessions' });
  await expect(sessions.getByText('This device')).toBeVisible();
  await expect(sessions.getByRole('button', { name: /^Sign out / })).toHaveCount(1);

  const password = page.getByRole('region', { name: 'Password' });
  await password.getByLabel('Current password', { exact: true }).fill('not my password');
  await password.getByLabel('New password', { exact: true }).fill('my-new-password-2');
  await password.getByLabel('Confirm new password', { exact: true }).fill('my-new-password-2');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByRole('alert')).toHaveText('Your current password is incorrect');

  await password.getByLabel('Current password', { exact: true }).fill(account.password);
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(
    page.getByText('Your password has been changed. Your other sessions were signed out.'),
  ).toBeVisible();
  await expect(sessions.getByRole('button', { name: /^Sign out / })).toHaveCount(0);

  // The other device is sent to the login page without a reload.
  await expect(otherPage).toHaveURL(/\/login$/);
  await expect(otherPage.getByText('You were signed out.')).toBeVisible();
  await otherDevice.close();

  // Still signed in here; the old password no longer works, the new one does.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeVisible();
  await logInThroughUi(page, account.email, account.password);
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
  await logInThroughUi(page, account.email, 'my-new-password-2');
  await expect(page).toHaveURL(/\/freelancer\/(home|settings)$/);
  await expect(page.getByRole('button', { name: 'Account menu' })).toContainText('Pia Password');
});

test('[SETTINGS]: a client changes the name and the email; the email switches only after the code', async ({
  page,
}) => {
  const account = await signUpThroughApi(page, 'client', 'Cleo Change');
  await logInThroughUi(page, account.email, account.password);
  await expect(page).toHaveURL(/\/client\/home$/);
  await page.goto('/client/settings');

  const name = page.getByRole('region', { name: 'Name' });
  await name.getByLabel('Full name').fill('Cleo Renamed');
  await name.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText('Your name has been changed')).toBeVisible();
  // The account menu says so at once.
  await expect(page.getByRole('button', { name: 'Account menu' })).toContainText('Cleo Renamed');

  const newEmail = uniqueEmail('moved');
  const email = page.getByRole('region', { name: 'Email' });
  await email.getByLabel('New email').fill(newEmail);
  await email.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(`We sent a code to ${newEmail}`)).toBeVisible();
  await expect(email.getByText(account.email)).toBeVisible();
  await expect(email.getByText(/Resend code in \d+s/)).toBeVisible();

  // A reload keeps the code step (issue 31): the server knows the change waiting for its code, and
  // the resend countdown goes on where it was instead of a fresh request the cooldown refuses.
  await page.reload();
  await expect(email.getByText(`Enter the code we sent to ${newEmail}.`)).toBeVisible();
  const countdown = email.getByText(/Resend code in \d+s/);
  await expect(countdown).toBeVisible();
  const left = Number(/in (\d+)s/.exec((await countdown.textContent()) ?? '')?.[1]);
  expect(left).toBeGreaterThan(0);
  expect(left).toBeLessThanOrEqual(60);
  await expect(email.getByLabel('New email')).toHaveCount(0);

  const code = await readCode(newEmail);
  const wrong = code === '000000' ? '111111' : '000000';
  await email.getByLabel('Code').fill(wrong);
  await email.getByRole('button', { name: 'Confirm new email' }).click();
  await expect(email.getByRole('alert')).toHaveText('Invalid OTP');

  await email.getByLabel('Code').fill(code);
  await email.getByRole('button', { name: 'Confirm new email' }).click();
  await expect(page.getByText(`Your email is now ${newEmail}`)).toBeVisible();
  await expect(email.getByText(newEmail)).toBeVisible();

  // The page links to the notification settings.
  await page.getByRole('link', { name: 'Notifications', exact: true }).click();
  await expect(page).toHaveURL(/\/client\/settings\/notifications$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Notification settings' })).toBeVisible();

  await logInThroughUi(page, account.email, account.password);
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
  await logInThroughUi(page, newEmail, account.password);
  // Signed in (back on the page the session ended on, or home).
  await expect(page).toHaveURL(/\/client\/(home|settings|settings\/notifications)$/);
  await expect(page.getByRole('button', { name: 'Account menu' })).toContainText('Cleo Renamed');
});

test('[SETTINGS]: signing out another session from the list signs that tab out live', async ({
  page,
  browser,
}) => {
  const { otherDevice, otherPage } = await freelancerOnTwoDevices(page, browser, 'Sid Sessions');
  await page.goto('/freelancer/settings');

  const sessions = page.getByRole('region', { name: 'Active sessions' });
  await sessions.getByRole('button', { name: /^Sign out / }).click();
  await expect(page.getByText('Chrome on Windows was signed out')).toBeVisible();
  await expect(sessions.getByRole('button', { name: /^Sign out / })).toHaveCount(0);
  await expect(otherPage).toHaveURL(/\/login$/);
  await expect(otherPage.getByText('You were signed out.')).toBeVisible();
  await otherDevice.close();
});

test('[SETTINGS]: a client deletes the account with the password; it cannot log in any more', async ({
  page,
}) => {
  const account = await signUpThroughApi(page, 'client', 'Dora Delete');
  await logInThroughUi(page, account.email, account.password);
  await expect(page).toHaveURL(/\/client\/home$/);
  await page.goto('/client/settings');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Password', { exact: true }).fill('not my password');
  await dialog.getByRole('button', { name: 'Delete account' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Your password is incorrect');
  await dialog.getByRole('button', { name: 'Keep my account' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Delete my account' }).click();
  await dialog.getByLabel('Password', { exact: true }).fill(account.password);
  await dialog.getByRole('button', { name: 'Delete account' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your account has been deleted')).toBeVisible();
  await logInThroughUi(page, account.email, account.password);
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
});

// Each state of the page is audited in both themes from one load: every rule in the light theme, then the
// colour rules in the dark one after the page's own toggle (ADR 005). The account is made by the fixture:
// sign-up and the login form have journeys of their own.
for (const [label, viewport] of [
  ['desktop', { width: 1280, height: 900 }],
  ['phone', { width: 360, height: 740 }],
] as const) {
  test(`[A11Y]: the settings page has no axe violations in both themes (${label})`, async ({
    page,
    browser,
  }) => {
    await page.setViewportSize(viewport);
    await openArea(page, await createAccount(browser, 'freelancer', 'Axel Settings'), 'freelancer');
    await page.goto('/freelancer/settings');
    await expect(
      page.getByRole('region', { name: 'Active sessions' }).getByText('This device'),
    ).toBeVisible();
    await expectNoViolationsInBothThemes(page, `/freelancer/settings (${label})`);

    // With a form's error showing, and with the delete dialog open.
    const password = page.getByRole('region', { name: 'Password' });
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect(password.getByRole('alert')).toHaveText('Enter your current password');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page.getByRole('dialog', { name: 'Delete your account?' })).toBeVisible();
    await expectNoViolationsInBothThemes(page, `/freelancer/settings, delete dialog (${label})`);
  });
}
