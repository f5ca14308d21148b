import { type Browser, expect, type Page, test } from '@playwright/test';
import { ownAddress } from '../../fixtures/auth';
import { expectNoAxeViolations as expectNoViolations, expectNoViolationsInTheme } from '../../fixtures/axe';
import { ADMIN } from '../../fixtures/env';
import { postJobThroughApi, proposeThroughApi } from '../../fixtures/jobs';
import { signInAdminQuickly } from '../admin/helpers';
import { signedInAs } from '../areas/signed-in';

const TITLE = `Escrow story ${Date.now().toString(36)}`;
const DAY_MS = 86_400_000;

/** The admin's session on its own request context: moves the clock and reads the ledger audit. */
async function adminRequest(browser: Browser) {
  const context = await browser.newContext();
  const login = await context.request.post('/api/auth/login', { data: ADMIN, headers: ownAddress() });
  expect(login.status()).toBe(200);
  return context.request;
}

const milestone = (page: Page) => page.getByRole('listitem', { name: /^Milestone 1:/ });

test('[ESCROW]: hire from a proposal, fund by test card (a declined card changes nothing), submit, approve, and withdraw after the hold', async ({
  browser,
}) => {
  const client = await signedInAs(browser, 'client', 'Cleo Client');
  const freelancer = await signedInAs(browser, 'freelancer', 'Fay Freelancer');
  const jobId = await postJobThroughApi(client.page.request, client.account, { title: TITLE });
  await proposeThroughApi(freelancer.page.request, jobId, 120_000);

  // Hire: the offer form starts from the bid and shows the fee.
  await client.page.goto(`/client/jobs/${jobId}`);
  const card = client.page.getByRole('article', { name: 'Proposal from Fay Freelancer' });
  await card.getByRole('button', { name: 'Hire' }).click();
  const dialog = client.page.getByRole('dialog', { name: 'Hire Fay Freelancer' });
  await expect(dialog.getByLabel('Milestone 1 amount')).toHaveValue('1,200.00');
  await expect(dialog.getByText('the freelancer receives $1,140.00')).toBeVisible();
  // A second milestone added and taken away again: the total follows.
  await dialog.getByRole('button', { name: 'Add a milestone' }).click();
  await dialog.getByLabel('Milestone 2 amount').fill('300');
  await expect(dialog.getByText('Total $1,500.00')).toBeVisible();
  await dialog.getByRole('button', { name: 'Remove milestone 2' }).click();
  await expect(dialog.getByLabel('Milestone 2 amount')).toHaveCount(0);
  await expect(dialog.getByText('Total $1,200.00')).toBeVisible();
  await dialog.getByRole('button', { name: 'Send offer' }).click();
  await expect(card).toContainText('Offer sent');

  // The freelancer accepts and lands on the contract.
  await freelancer.page.goto('/freelancer/offers');
  await expect(freelancer.page.getByText('you’ll receive $1,140.00 after our $60.00 fee')).toBeVisible();
  await expectNoViolations(freelancer.page, '/freelancer/offers');
  // Accepting starts a contract: it is confirmed first, with the money (issue 31); Cancel changes nothing.
  await freelancer.page.getByRole('button', { name: 'Accept offer' }).click();
  const accepting = freelancer.page.getByRole('dialog', { name: `Accept “${TITLE}” from Cleo Client?` });
  await expect(accepting).toContainText(
    'A contract with Cleo Client starts at once: 1 milestone, $1,200.00 in all; you receive $1,140.00 after our $60.00 fee as each is released. This cannot be undone.',
  );
  await accepting.getByRole('button', { name: 'Cancel' }).click();
  await expect(accepting).toBeHidden();
  await expect(freelancer.page.getByRole('listitem', { name: `Offer: ${TITLE}` })).toContainText(
    'Waiting for you',
  );
  await freelancer.page.getByRole('button', { name: 'Accept offer' }).click();
  await accepting.getByRole('button', { name: 'Accept and start the contract' }).click();
  await expect(freelancer.page).toHaveURL(/\/freelancer\/contracts\/[0-9a-f-]+$/);
  const contractPath = new URL(freelancer.page.url()).pathname.replace('/freelancer/', '/client/');

  // A declined test card shows its error and changes nothing; Visa funds the escrow.
  await client.page.goto(contractPath);
  await expect(milestone(client.page)).toContainText('Not funded');
  await milestone(client.page).getByLabel('Card (test mode)').selectOption('pm_card_chargeDeclined');
  await milestone(client.page).getByRole('button', { name: 'Fund $1,200.00' }).click();
  await expect(milestone(client.page).getByRole('alert')).toHaveText('Your card was declined.');
  await expect(milestone(client.page)).toContainText('Not funded');
  await milestone(client.page).getByLabel('Card (test mode)').selectOption('pm_card_visa');
  await milestone(client.page).getByRole('button', { name: 'Fund $1,200.00' }).click();
  await expect(milestone(client.page)).toContainText('Funded — in escrow');
  await expectNoViolations(client.page, 'the client contract page');

  // The freelancer submits; both see the auto-release date.
  await freelancer.page.reload();
  await milestone(freelancer.page)
    .getByLabel('Message about your work')
    .fill('The site is live on the staging server.');
  await milestone(freelancer.page).getByRole('button', { name: 'Submit work' }).click();
  await expect(milestone(freelancer.page)).toContainText('Submitted — in escrow');
  await expect(milestone(freelancer.page)).toContainText('Released automatically on');

  // The client approves: the money is released to the freelancer, pending for the hold.
  // Asked first, with the amount and who gets it (issue 31); Cancel leaves the money in escrow.
  await client.page.reload();
  await milestone(client.page).getByRole('button', { name: 'Approve and release' }).click();
  const release = client.page.getByRole('dialog', { name: 'Release $1,200.00 to Fay Freelancer?' });
  await expect(release).toContainText('Fay Freelancer receives $1,140.00');
  await expect(release).toContainText('after the $60.00 service fee. This cannot be undone.');
  await expectNoViolations(client.page, 'the release confirmation');
  await release.getByRole('button', { name: 'Cancel' }).click();
  await expect(release).toBeHidden();
  await expect(milestone(client.page)).toContainText('Submitted — in escrow');
  await client.page.reload();
  await expect(milestone(client.page)).toContainText('Submitted — in escrow');
  await milestone(client.page).getByRole('button', { name: 'Approve and release' }).click();
  await release.getByRole('button', { name: 'Release $1,200.00' }).click();
  await expect(milestone(client.page)).toContainText('Released');
  // Nothing is held any more: the client ends the contract (confirmed), and it is listed under Ended.
  await client.page.getByRole('button', { name: 'End contract' }).click();
  const ending = client.page.getByRole('dialog', { name: 'End your contract with Fay Freelancer?' });
  await expect(ending).toContainText(
    '$1,200.00 was released to Fay Freelancer in all. Nothing more can be funded or submitted, and Fay Freelancer is told. This cannot be undone.',
  );
  await ending.getByRole('button', { name: 'End contract' }).click();
  await expect(client.page.getByText('Contract ended')).toBeVisible();
  await client.page.goto('/client/contracts?status=ended');
  await expect(client.page.getByRole('link', { name: TITLE })).toBeVisible();
  await freelancer.page.goto('/freelancer/wallet');
  const balances = freelancer.page.getByRole('definition');
  await expect(balances).toHaveText(['$1,140.00', '$0.00', '$0.00', '$0.00']);
  // Our fee, where the money is: the rule, and what it took from this release.
  await expect(freelancer.page.getByText('Our service fee is 5 % of each released milestone')).toBeVisible();
  await expect(freelancer.page.getByRole('listitem').filter({ hasText: 'Released to you' })).toContainText(
    'after our $60.00 fee',
  );
  await expectNoViolations(freelancer.page, '/freelancer/wallet');

  // After the hold (the server's clock moved), the money is available and withdrawn.
  const admin = await adminRequest(browser);
  expect((await admin.post('/api/test/clock/advance', { data: { ms: 5 * DAY_MS } })).status()).toBe(200);
  await freelancer.page.reload();
  await expect(balances).toHaveText(['$0.00', '$1,140.00', '$0.00', '$0.00']);
  await freelancer.page.getByLabel('Amount to withdraw to Sandbox bank account ••••6789').fill('1,140');
  await freelancer.page.getByRole('button', { name: 'Withdraw' }).click();
  const withdrawing = freelancer.page.getByRole('dialog', { name: 'Withdraw $1,140.00?' });
  await expect(withdrawing).toContainText(
    '$1,140.00 leaves your available balance for Sandbox bank account ••••6789. This cannot be undone.',
  );
  await withdrawing.getByRole('button', { name: 'Cancel' }).click();
  await expect(withdrawing).toBeHidden();
  await expect(balances).toHaveText(['$0.00', '$1,140.00', '$0.00', '$0.00']);
  await freelancer.page.getByRole('button', { name: 'Withdraw' }).click();
  await withdrawing.getByRole('button', { name: 'Withdraw $1,140.00' }).click();
  await expect(freelancer.page.getByText('Withdrawn $1,140.00')).toBeVisible();
  await expect(balances).toHaveText(['$0.00', '$0.00', '$0.00', '$0.00']);

  const audit = await (await admin.get('/api/admin/ledger/audit')).json();
  expect(audit.data).toMatchObject({ ok: true, mismatches: [] });

  // The admin sees the contract with its ledger, the payments, and a green ledger check.
  const adminPage = await (await browser.newContext()).newPage();
  await signInAdminQuickly(adminPage);
  await adminPage.goto('/admin/contracts');
  await adminPage.getByRole('link', { name: TITLE }).click();
  await expect(adminPage.getByRole('table', { name: 'Ledger history' })).toContainText(
    'Service fee (escrow → platform)',
  );
  await adminPage.goto('/admin/payments');
  await expect(adminPage.getByRole('definition').first()).toBeVisible();
  await adminPage.getByRole('button', { name: 'Check the ledger' }).click();
  await expect(adminPage.getByRole('status')).toContainText('The ledger is consistent');
  await expectNoViolations(adminPage, '/admin/payments');
});

for (const theme of ['light', 'dark'] as const) {
  test(`[ESCROW]: How SafePay works and Fees state the configured rules, linked from the landing page (${theme})`, async ({
    page,
  }) => {
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    await page.goto('/');
    await page.getByRole('link', { name: 'How SafePay works' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'How SafePay works' })).toBeVisible();
    await expect(page.getByText('within 14 days of a submission')).toBeVisible();
    await expect(page.getByText('security hold of 5 days')).toBeVisible();
    await expect(page.getByText('The other party has 5 days to answer')).toBeVisible();
    await expect(page.getByText('ask an admin to decide, within 14 days')).toBeVisible();
    await expectNoViolationsInTheme(page, `/safepay (${theme})`);
    await page.getByRole('link', { name: 'Fees' }).click();
    await expect(page.getByText('Skillora takes 5 % of each released milestone')).toBeVisible();
    await expect(page.getByText('the freelancer receives $950.00')).toBeVisible();
    await expectNoViolationsInTheme(page, `/fees (${theme})`);
  });
}
