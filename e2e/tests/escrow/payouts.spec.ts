import { type Browser, expect, type Page, test } from '@playwright/test';
import { ownAddress } from '../../fixtures/auth';
import { expectNoAxeViolations as expectNoViolations } from '../../fixtures/axe';
import { fundedContract } from '../../fixtures/contracts';
import { downloadPdf } from '../../fixtures/documents';
import { ADMIN } from '../../fixtures/env';
import { signedInAs } from '../areas/signed-in';

/**
 * Payouts and 3-D Secure on the sandbox (issue 28): the sandbox's onboarding page and challenge
 * page stand where Stripe's hosted onboarding and Stripe.js's challenge would.
 */
const DAY_MS = 86_400_000;
const milestone = (page: Page) => page.getByRole('listitem', { name: /^Milestone 1:/ });

async function adminRequest(browser: Browser) {
  const context = await browser.newContext();
  const login = await context.request.post('/api/auth/login', { data: ADMIN, headers: ownAddress() });
  expect(login.status()).toBe(200);
  return context.request;
}

test('[PAYOUTS]: a freelancer sets up payouts on the sandbox page, and withdraws only once they are enabled', async ({
  browser,
}) => {
  const client = await signedInAs(browser, 'client', 'Cora Client');
  const freelancer = await signedInAs(browser, 'freelancer', 'Finn Freelancer');
  const { contractId, milestoneId } = await fundedContract(client, freelancer, {
    title: `Payouts ${Date.now().toString(36)}`,
    amountCents: 40_000,
    submitted: true,
  });
  const approved = await client.page.request.post(
    `/api/contracts/${contractId}/milestones/${milestoneId}/approve`,
  );
  expect(approved.status(), await approved.text()).toBe(200);
  const admin = await adminRequest(browser);
  expect((await admin.post('/api/test/clock/advance', { data: { ms: 5 * DAY_MS } })).status()).toBe(200);

  const page = freelancer.page;
  await page.goto('/freelancer/wallet');
  const status = page.getByTestId('payout-status');
  await expect(status).toHaveText(
    'Payouts are not set up yet. Set them up to withdraw your money to your own bank account.',
  );
  await page.getByRole('button', { name: 'Set up payouts' }).click();
  await expect(page).toHaveURL(/\/freelancer\/sandbox-onboarding\?account=acct_sandbox_/);
  await expect(page.getByRole('heading', { name: 'Set up payouts (sandbox)' })).toBeVisible();
  await expectNoViolations(page, 'the sandbox onboarding page');

  // Back on the wallet before finishing: not ready, and a withdrawal says why.
  await page.goto('/freelancer/wallet');
  await expect(status).toHaveText('Payouts are not ready yet: finish setting them up to withdraw.');
  await expect(
    page.getByText('Still needed: your first name, your last name, the bank account to pay out to.'),
  ).toBeVisible();
  await page.getByLabel('Amount to withdraw to your payout account').fill('100');
  await page.getByRole('button', { name: 'Withdraw' }).click();
  await page
    .getByRole('dialog', { name: 'Withdraw $100.00?' })
    .getByRole('button', { name: 'Withdraw $100.00' })
    .click();
  await expect(
    page.getByText(
      'Your payout account is not ready yet: finish setting up payouts on your wallet page before you withdraw.',
    ),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Finish setting up payouts' }).click();
  await page.getByRole('button', { name: 'Finish setup' }).click();
  await expect(page).toHaveURL(/\/freelancer\/wallet$/);
  await expect(status).toHaveText('Payouts are set up: you can withdraw your available money.');
  await expectNoViolations(page, '/freelancer/wallet with payouts set up');

  await page.getByLabel('Amount to withdraw to your payout account').fill('380');
  await page.getByRole('button', { name: 'Withdraw' }).click();
  const confirm = page.getByRole('dialog', { name: 'Withdraw $380.00?' });
  await expect(confirm).toContainText('$380.00 leaves your available balance for your payout account.');
  await confirm.getByRole('button', { name: 'Withdraw $380.00' }).click();
  await expect(page.getByText('Withdrawn $380.00')).toBeVisible();
  const audit = await (await admin.get('/api/admin/ledger/audit')).json();
  expect(audit.data).toMatchObject({ ok: true, mismatches: [] });

  // The release's paperwork: our fee invoice, as a PDF whose text says what it is.
  await page.goto('/freelancer/documents');
  const invoice = page.getByRole('row', { name: /Fee invoice/ });
  await expect(invoice).toContainText('$20.00');
  const pdf = await downloadPdf(page, invoice);
  expect(pdf.name).toMatch(/^SKL-F-\d{4}-\d{6}\.pdf$/);
  expect(pdf.text).toContain(`Invoice ${pdf.name.slice(0, -4)}`);
  expect(pdf.text).toContain('Finn Freelancer');
  expect(pdf.text).toContain('$400.00');
  expect(pdf.text).toContain('$380.00');
});

test('[3DS]: a client funds with the authentication-required test card through the sandbox challenge (Fail, then Complete)', async ({
  browser,
}) => {
  const client = await signedInAs(browser, 'client', 'Cody Client');
  const freelancer = await signedInAs(browser, 'freelancer', 'Fern Freelancer');
  const { contractId } = await fundedContract(client, freelancer, {
    title: `Secure ${Date.now().toString(36)}`,
    amountCents: 25_000,
    funded: false,
  });
  const page = client.page;
  const contractPath = `/client/contracts/${contractId}`;
  await page.goto(contractPath);
  await expect(milestone(page)).toContainText('Not funded');

  const fund = async () => {
    await milestone(page).getByLabel('Card (test mode)').selectOption('pm_card_authenticationRequired');
    await milestone(page).getByRole('button', { name: 'Fund $250.00' }).click();
    await expect(page).toHaveURL(/\/client\/sandbox-challenge\/[0-9a-f-]+\?return=/);
  };

  // The cardholder fails the challenge: back on the contract, nothing was funded.
  await fund();
  await expect(page.getByRole('heading', { name: 'Confirm your payment (sandbox)' })).toBeVisible();
  await expectNoViolations(page, 'the sandbox challenge page');
  await page.getByRole('button', { name: 'Fail' }).click();
  await expect(page).toHaveURL(new RegExp(`${contractPath}$`));
  await expect(milestone(page)).toContainText('Not funded');

  // Completed, the payment is booked and the milestone funded.
  await fund();
  await page.getByRole('button', { name: 'Complete' }).click();
  await expect(page).toHaveURL(new RegExp(`${contractPath}$`));
  await expect(milestone(page)).toContainText('Funded — in escrow');

  // The authenticated payment has its receipt.
  await page.goto('/client/documents');
  const receipt = page.getByRole('row', { name: /Receipt/ });
  await expect(receipt).toContainText('$250.00');
  const pdf = await downloadPdf(page, receipt);
  expect(pdf.name).toMatch(/^SKL-R-\d{4}-\d{6}\.pdf$/);
  expect(pdf.text).toContain(`Receipt ${pdf.name.slice(0, -4)}`);
  expect(pdf.text).toContain('Cody Client');
  expect(pdf.text).toContain('$250.00');
});
