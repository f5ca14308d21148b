import { expect, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { createAccount, logInThroughUi } from '../../fixtures/auth';
import { expectNoAxeViolations } from '../../fixtures/axe';

// A phone's width: the settings section and the code step must work there (issue 30).
test.use({ viewport: { width: 390, height: 844 } });

const STEP_MS = 30_000;
const SIGNED_IN = /\/freelancer\/(home|settings)$/;

/**
 * What the user's authenticator app shows `steps` time steps from now. The server's clock is this
 * machine's (this spec runs on the server whose clock never moves), so the test makes the codes the
 * way the app would, from the key the page showed.
 */
const codeOf = (secret: string, steps = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + steps * STEP_MS });

/** A code none of the three steps around now accepts. */
function wrongCodeOf(secret: string) {
  const near = [-1, 0, 1].map((steps) => codeOf(secret, steps));
  let n = Number(near[1]);
  let code: string;
  do {
    n = (n + 1) % 1_000_000;
    code = String(n).padStart(6, '0');
  } while (near.includes(code));
  return code;
}

test('[AUTH]: a user turns on two-step verification in Profile Settings, then signs in with a code and with a recovery code', async ({
  page,
}) => {
  const account = await createAccount(page.request, 'freelancer', 'Tomas Two-Step');
  await page.goto('/freelancer/settings');
  const section = page.getByRole('region', { name: 'Two-step verification' });
  await expect(section.getByText('Off.')).toBeVisible();
  await section.getByRole('button', { name: 'Turn on two-step verification' }).click();

  // A QR code to scan, the setup key in groups of four, and the link an authenticator app opens.
  await expect(page.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
  const key = section.getByRole('definition');
  await expect(key).toHaveText(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
  const secret = (await key.innerText()).replace(/\s/g, '');
  await expect(section.getByRole('link', { name: 'open the setup link' })).toHaveAttribute(
    'href',
    new RegExp(`^otpauth://totp/Skillora:.+secret=${secret}`),
  );
  await expectNoAxeViolations(page, 'Two-step verification, setting up (390 px)');

  const codeField = section.getByLabel('6-digit code from the app');
  await codeField.fill(wrongCodeOf(secret));
  await section.getByRole('button', { name: 'Turn on', exact: true }).click();
  await expect(section.getByRole('alert')).toHaveText(
    'That code did not work. Enter the current code from your authenticator app.',
  );
  await codeField.fill(codeOf(secret));
  await section.getByRole('button', { name: 'Turn on', exact: true }).click();

  // The ten recovery codes, this once.
  await expect(section.getByText('Two-step verification is on.')).toBeVisible();
  const codes = section.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCodes = await codes.allInnerTexts();
  await expect(section.getByRole('button', { name: 'Copy codes' })).toBeVisible();
  await section.getByRole('button', { name: 'I saved them' }).click();
  await expect(codes).toHaveCount(0);
  await expect(section.getByText(/10 of your recovery codes are left\.$/)).toBeVisible();
  await expect(section.getByRole('button', { name: 'Turn off two-step verification' })).toBeVisible();

  // Signed out, the password is not enough: the code step, with errors shown as the login's are.
  await logInThroughUi(page, account.email, account.password);
  const step = page.getByRole('form', { name: 'Two-step verification' });
  await expect(step.getByLabel('6-digit code')).toBeFocused();
  await expectNoAxeViolations(page, 'the login’s code step (390 px)');
  await step.getByLabel('6-digit code').fill(wrongCodeOf(secret));
  await step.getByRole('button', { name: 'Verify' }).click();
  await expect(step.getByRole('alert')).toHaveText(
    'That code did not work. Enter the current code from your authenticator app.',
  );
  // The app's next code: the one that turned it on is spent.
  await step.getByLabel('6-digit code').fill(codeOf(secret, 1));
  await step.getByRole('button', { name: 'Verify' }).click();
  // Home, or back to the page the live sign-out of the fixture's logout left (as settings.spec.ts).
  await expect(page).toHaveURL(SIGNED_IN);

  // Once more, with a recovery code instead of the app.
  await logInThroughUi(page, account.email, account.password);
  await step.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await step.getByLabel('Recovery code').fill(recoveryCodes[0]!);
  await step.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(SIGNED_IN);
  await page.goto('/freelancer/settings');
  await expect(section.getByText(/9 of your recovery codes are left\.$/)).toBeVisible();
});
