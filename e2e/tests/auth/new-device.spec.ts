import { expect, test } from '@playwright/test';
import { createAccount, ownAddress } from '../../fixtures/auth';
import { expectNoAxeViolations } from '../../fixtures/axe';
import { readFromMail } from '../../fixtures/mail';

test('[AUTH]: a sign-in from a new device mails a link that signs every session out', async ({
  page,
  browser,
}) => {
  const account = await createAccount(page.request, 'freelancer', 'Nina New-Device');
  // Another browser signs in with the password: a device this account has not used.
  const other = await browser.newContext();
  try {
    const login = await other.request.post('/api/auth/login', {
      data: { email: account.email, password: account.password },
      headers: ownAddress(),
    });
    expect(login.status()).toBe(200);
    expect((await other.request.get('/api/auth/me')).status()).toBe(200);

    const link = new URL(await readFromMail(account.email, /Sign out everywhere: (\S+)/));
    expect(link.pathname).toBe('/forgot-password');
    await page.goto(`${link.pathname}${link.hash}`);
    // The token leaves the address bar once read.
    await expect(page).toHaveURL(/\/forgot-password$/);
    const panel = page.getByRole('region', { name: 'Sign out everywhere' });
    await expect(panel).toContainText('Was it not you who signed in from a new device?');
    await expectNoAxeViolations(page, 'the password reset with the sign-out link');
    await panel.getByRole('button', { name: 'Sign out everywhere' }).click();
    await expect(panel.getByRole('status')).toHaveText(
      'Every session of your account has been signed out. Now change your password.',
    );
    expect((await other.request.get('/api/auth/me')).status()).toBe(401);
    expect((await page.request.get('/api/auth/me')).status()).toBe(401);
    // The reset form is right there.
    await expect(page.getByRole('button', { name: 'Send code' })).toBeVisible();
  } finally {
    await other.close();
  }
});
