import { expect, test } from '@playwright/test';
import { createAccount, logInThroughUi } from '../../fixtures/auth';
import { expectNoAxeViolations } from '../../fixtures/axe';

const SIGNED_IN = /\/freelancer\/(home|settings)$/;

test('[AUTH]: a user adds a passkey in Profile Settings, then signs in with it alone and as the second step after a password', async ({
  page,
}) => {
  // Chromium's virtual authenticator (DevTools protocol): a platform authenticator with a screen
  // lock that always says yes, standing in for a fingerprint.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });

  const account = await createAccount(page.request, 'freelancer', 'Paula Passkey');
  await page.goto('/freelancer/settings');
  const section = page.getByRole('region', { name: 'Passkeys' });
  await expect(section.getByText('You have no passkeys yet.')).toBeVisible();
  await expectNoAxeViolations(page, 'Profile Settings, no passkey yet');

  await section.getByLabel('Passkey name (optional)').fill('My laptop');
  await section.getByRole('button', { name: 'Add a passkey' }).click();
  // The first second factor turns two-step verification on: the recovery codes, this once.
  const codes = section.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await section.getByRole('button', { name: 'I saved them' }).click();
  const passkeys = section.getByRole('list', { name: 'Your passkeys' }).getByRole('listitem');
  await expect(passkeys).toHaveCount(1);
  await expect(passkeys.first()).toContainText('My laptop');
  await expect(passkeys.first()).toContainText('not used yet');
  const stored = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(stored.credentials).toHaveLength(1);
  expect(stored.credentials[0]?.isResidentCredential).toBe(true);
  // Two-step verification says so; an authenticator app is one more way, not a must.
  await expect(
    page
      .getByRole('region', { name: 'Two-step verification' })
      .getByText('On, with a passkey. An authenticator app can be your second step as well.'),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'Profile Settings with a passkey');

  // The same device again: the browser refuses (the server named the passkey it has), and says why.
  await section.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(section.getByRole('alert')).toHaveText('This device already has a passkey for your account.');

  // Signed out: the passkey alone signs in, no email typed.
  expect((await page.request.post('/api/auth/logout')).status()).toBe(200);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL(SIGNED_IN);

  // A password sign-in asks for the second step, which the passkey takes.
  await logInThroughUi(page, account.email, account.password);
  const step = page.getByRole('form', { name: 'Two-step verification' });
  await expect(step).toBeVisible();
  await expectNoAxeViolations(page, 'the login’s second step with a passkey');
  await step.getByRole('button', { name: 'Use your passkey instead' }).click();
  await expect(page).toHaveURL(SIGNED_IN);

  // Removing it asks first; then it is gone, and with it two-step verification.
  await page.goto('/freelancer/settings');
  await expect(passkeys.first()).toContainText('last used');
  await section.getByRole('button', { name: 'Remove passkey My laptop' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove this passkey?' });
  await expect(dialog).toContainText('You will no longer be able to sign in with "My laptop".');
  await dialog.getByRole('button', { name: 'Remove passkey' }).click();
  await expect(section.getByText('You have no passkeys yet.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Two-step verification' }).getByText('Off.')).toBeVisible();
});
