import { expect, type Page, test } from '@playwright/test';
import { startOidcProvider, type TestOidcProvider } from '../../../apps/api/test/oidc-provider';
import { logInThroughUi, signUpThroughApi } from '../../fixtures/auth';
import { E2E_BASE_URL, OIDC_E2E } from '../../fixtures/env';
import { uniqueEmail } from '../../fixtures/mail';
import { signInAdminQuickly } from '../admin/helpers';
import { expectCleanAsItIs } from '../polish/axe';

/**
 * axe in both themes at both widths on the page as the test has just reached and checked it (not
 * opened again), then back to the desktop width the rest of the test reads.
 */
async function expectCleanHere(page: Page, what: string) {
  await expectCleanAsItIs(page, what);
  await page.setViewportSize({ width: 1280, height: 720 });
}

// One provider for the file, on the port the app was configured with (fixtures/global-setup.ts).
// Each test is a whole journey across two sites, audited at two widths in two themes.
test.describe.configure({ mode: 'serial', timeout: 360_000 });

let provider: TestOidcProvider;
test.beforeAll(async () => {
  provider = await startOidcProvider({
    port: OIDC_E2E.port,
    clientId: OIDC_E2E.clientId,
    clientSecret: OIDC_E2E.clientSecret,
    redirectUris: [`${E2E_BASE_URL}/api/auth/oidc/callback`],
  });
});
test.afterAll(async () => provider?.close());

/** The provider's sign-in page: an email (and a name), then Continue — log in and consent. */
async function signInAtProvider(page: Page, email: string, name?: string) {
  await expect(page.getByRole('heading', { name: 'Sign in to the test provider' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(email);
  if (name) await page.getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
}

test('[GOOGLE]: a new user signs up as a freelancer with Google, logs out and signs in again', async ({
  page,
}) => {
  const email = uniqueEmail('google-freelancer');
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await signInAtProvider(page, email, 'Gail Google');

  await expect(page).toHaveURL(/\/select-role\/google$/);
  await expect(page.getByRole('heading', { name: 'Join as a client or freelancer' })).toBeVisible();
  await expect(page.getByText(`Signing up with Google as ${email}`)).toBeVisible();
  await expectCleanHere(page, '/select-role/google');
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await page.getByLabel("I'm a freelancer, looking for work").check();
  // The same agreement as a password sign-up: no account without it.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(
    page.getByText('Please agree to the Terms of Service and Privacy Policy to sign up'),
  ).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /I agree to the Terms of Service/ })).toBeFocused();
  await expect(page).toHaveURL(/\/select-role\/google$/);
  await page.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/freelancer\/home$/);
  await expect(page.getByText('Gail Google').first()).toBeVisible();
  const cookie = (await page.context().cookies()).find((c) => c.name === 'accessToken');
  expect(cookie?.httpOnly).toBe(true);
  expect(cookie?.sameSite).toBe('Lax');

  await logOut(page);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  // Still signed in at the provider, which has the consent: straight back home.
  await expect(page).toHaveURL(/\/freelancer\/home$/);
  await expect(page.getByText('Gail Google').first()).toBeVisible();

  // Google is the only way in: it cannot be removed until there is a password.
  await page.goto('/freelancer/settings');
  const remove = page.getByRole('button', { name: `Remove 127.0.0.1:${OIDC_E2E.port} sign-in ${email}` });
  await expect(remove).toBeDisabled();
  await expect(page.getByText('Set a password before removing your only sign-in method.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Set a password' })).toBeVisible();
  await expectCleanHere(page, '/freelancer/settings (Google only)');
  // No password to change or to confirm a deletion with: the email address confirms it instead.
  await expect(page.getByRole('region', { name: 'Password', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const confirmDelete = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(confirmDelete).toContainText(`Type your email address (${email}) to confirm.`);
  await confirmDelete.getByLabel('Email address').fill('someone-else@example.com');
  await confirmDelete.getByRole('button', { name: 'Delete account' }).click();
  await expect(confirmDelete.getByText('Type your email address to confirm')).toBeVisible();
  await confirmDelete.getByRole('button', { name: 'Keep my account' }).click();
  // The password is set in Sign-in methods; then Profile Settings' Password section can change it.
  const methods = page.getByRole('region', { name: 'Sign-in methods' });
  await methods.getByLabel('New password', { exact: true }).fill('a-google-users-password-1');
  await methods.getByLabel('Confirm new password', { exact: true }).fill('a-google-users-password-1');
  await methods.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('Your password has been set')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Set a password' })).toBeHidden();
  await expect(page.getByRole('region', { name: 'Password', exact: true })).toBeVisible();
  await remove.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Sign-in method removed')).toBeVisible();
  await expect(remove).toBeHidden();

  await logOut(page);
  await logInThroughUi(page, email, 'a-google-users-password-1');
  await expect(page).toHaveURL(/\/freelancer\/home$/);
});

test('[GOOGLE]: a password user links Google from Sign-in methods, then signs in with it', async ({
  page,
}) => {
  const account = await signUpThroughApi(page, 'client', 'Lena Linker');
  await logInThroughUi(page, account.email, account.password);
  await expect(page).toHaveURL(/\/client\/home$/);

  await page.goto('/client/settings');
  await expect(page.getByRole('heading', { name: 'Sign-in methods', level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'Link Google account' }).click();
  const googleEmail = uniqueEmail('lena-at-google');
  await signInAtProvider(page, googleEmail);

  await expect(page).toHaveURL(/\/client\/settings\?oidc=linked$/);
  await expect(
    page.getByRole('status').filter({ hasText: 'Google is now linked to your account.' }),
  ).toBeVisible();
  await expect(page.getByText(googleEmail)).toBeVisible();
  await expect(
    page.getByRole('button', { name: `Remove 127.0.0.1:${OIDC_E2E.port} sign-in ${googleEmail}` }),
  ).toBeEnabled();
  await expectCleanHere(page, '/client/settings');

  await logOut(page);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(/\/client\/home$/);
  await expect(page.getByText('Lena Linker').first()).toBeVisible();
});

test('[GOOGLE]: cancelling at the provider comes back to /login with the message', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to the test provider' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();

  await expect(page).toHaveURL(/\/login\?oidc=cancelled$/);
  await expect(page.getByRole('alert').filter({ hasText: 'Google sign-in was cancelled.' })).toBeVisible();
  await expectCleanHere(page, '/login after a cancelled Google sign-in');
  // Nobody was signed in.
  expect((await page.context().cookies()).find((c) => c.name === 'accessToken')).toBeUndefined();
});

test('[GOOGLE]: a blocked user who signs in with Google reads why, as at a password login', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('google-blocked');
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await signInAtProvider(page, email, 'Bo Blocked');
  await page.getByLabel("I'm a client, hiring for a project").check();
  await page.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/client\/home$/);
  const me = (await (await page.request.get('/api/auth/me')).json()) as { user: { id: string } };

  const admin = await browser.newPage();
  await signInAdminQuickly(admin);
  const blocked = await admin.request.put(`/api/admin/users/${me.user.id}/block`, {
    data: { reason: 'Fake company details.' },
  });
  expect(blocked.status(), await blocked.text()).toBe(200);
  await admin.close();

  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(/\/login\?oidc=blocked$/);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Your account has been blocked: Fake company details.' }),
  ).toBeVisible();
  // Read once: a reload (or a forged link) shows the bare outcome.
  await page.reload();
  await expect(page.getByRole('alert').filter({ hasText: /^Your account has been blocked$/ })).toBeVisible();
});
