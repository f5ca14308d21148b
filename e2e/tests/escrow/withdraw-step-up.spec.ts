import { type Browser, expect, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { ownAddress, signedInAs } from '../../fixtures/auth';
import { expectNoAxeViolations } from '../../fixtures/axe';
import { fundedContract } from '../../fixtures/contracts';
import { ADMIN } from '../../fixtures/env';

const DAY_MS = 86_400_000;
const STEP_MS = 30_000;

/** The admin moves this server's clock (the payout hold) and answers how far it is ahead of ours. */
async function advanceServerClock(browser: Browser, ms: number): Promise<number> {
  const context = await browser.newContext();
  try {
    const login = await context.request.post('/api/auth/login', { data: ADMIN, headers: ownAddress() });
    expect(login.status()).toBe(200);
    const moved = await context.request.post('/api/test/clock/advance', { data: { ms } });
    expect(moved.status()).toBe(200);
    return Date.parse((await moved.json()).now) - Date.now();
  } finally {
    await context.close();
  }
}

test('[ESCROW]: a freelancer with two-step verification withdraws $1,500.00 and changes their payout account, each with a code from their app', async ({
  browser,
}) => {
  const client = await signedInAs(browser, 'client', 'Cody Client');
  const freelancer = await signedInAs(browser, 'freelancer', 'Ula Step-Up');
  const { contractId, milestoneId } = await fundedContract(client, freelancer, {
    title: `Step-up ${Date.now().toString(36)}`,
    amountCents: 200_000,
    submitted: true,
  });
  const approved = await client.page.request.post(
    `/api/contracts/${contractId}/milestones/${milestoneId}/approve`,
  );
  expect(approved.status(), await approved.text()).toBe(200);
  // The hold ends on the server's clock; the codes are made at its time, as the app's phone would.
  const ahead = await advanceServerClock(browser, 5 * DAY_MS);
  const codeOf = (secret: string, steps = 0) =>
    TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + ahead + steps * STEP_MS });

  const started = await freelancer.page.request.post('/api/me/2fa/totp');
  expect(started.status()).toBe(200);
  const { secret } = (await started.json()) as { secret: string };
  const confirmed = await freelancer.page.request.post('/api/me/2fa/totp/confirm', {
    data: { code: codeOf(secret) },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  const { recoveryCodes } = (await confirmed.json()) as { recoveryCodes: string[] };

  const page = freelancer.page;
  await page.goto('/freelancer/wallet');
  await expect(page.getByRole('definition').nth(1)).toHaveText('$1,900.00');
  await page.getByLabel('Amount to withdraw to Sandbox bank account ••••6789').fill('1,500');
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw $1,500.00?' });
  await expect(
    dialog.getByText('Withdrawals over $1,000.00 need the code from your authenticator app.'),
  ).toBeVisible();
  await expect(dialog.getByLabel('6-digit code')).toBeFocused();
  await expectNoAxeViolations(page, 'the withdraw dialog with its code field');
  await dialog.getByRole('button', { name: 'Withdraw $1,500.00' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Enter the 6-digit code from your authenticator app');
  // The code that turned it on is spent: the app's next one.
  await dialog.getByLabel('6-digit code').fill(codeOf(secret, 1));
  await dialog.getByRole('button', { name: 'Withdraw $1,500.00' }).click();
  await expect(page.getByText('Withdrawn $1,500.00')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('definition').nth(1)).toHaveText('$400.00');

  // Payouts set up (on the sandbox's page, through the API here); changing them asks for a code too.
  expect((await page.request.post('/api/wallet/payout-account')).status()).toBe(200);
  expect((await page.request.post('/api/payments/sandbox/onboarding')).status()).toBe(200);
  await page.reload();
  await page.getByRole('button', { name: 'Change payout account' }).click();
  const change = page.getByRole('dialog', { name: 'Change your payout account?' });
  await expect(change.getByLabel('6-digit code')).toBeFocused();
  await expectNoAxeViolations(page, 'the payout change dialog with its code field');
  // The app's next code is spent on the withdrawal, and a later one is too far ahead: a recovery code.
  await change.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await change.getByLabel('Recovery code').fill(recoveryCodes[0]!);
  await change.getByRole('button', { name: 'Continue to the payout setup' }).click();
  await expect(page).toHaveURL(/\/freelancer\/sandbox-onboarding\?account=acct_sandbox_/);
});
