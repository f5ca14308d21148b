import { type Browser, expect, type Page, test } from '@playwright/test';
import { logInThroughUi } from '../../fixtures/auth';
import { expectNoAxeViolations } from '../../fixtures/axe';
import { postJobThroughApi } from '../../fixtures/jobs';
import { signInAdminQuickly } from '../admin/helpers';
import { createAccount } from '../areas/signed-in';

const TITLE = `Added milestones ${Date.now().toString(36)}`;

/** Signed in through the UI, in the dark theme (as a returning visitor who chose it). */
async function signedInDark(browser: Browser, role: 'client' | 'freelancer', name: string) {
  const account = await createAccount(browser, role, name);
  const page = await (await browser.newContext()).newPage();
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await logInThroughUi(page, account.email, account.password);
  await expect(page).toHaveURL(new RegExp(`/${role}/home$`));
  await expect(page.locator('html')).toHaveClass(/dark/);
  return { page, account };
}

const milestone = (page: Page, n: number) =>
  page.getByRole('listitem', { name: new RegExp(`^Milestone ${n}:`) });

test('[ESCROW]: the client adds milestones during a contract, the freelancer accepts or declines them; offers, contract and wallet pages are axe clean in the dark theme', async ({
  browser,
}) => {
  test.slow();
  const client = await signedInDark(browser, 'client', 'Clara Client');
  const freelancer = await signedInDark(browser, 'freelancer', 'Finn Freelancer');
  const jobId = await postJobThroughApi(client.page.request, client.account, { title: TITLE });
  const proposal = await freelancer.page.request.post(`/api/freelancer/jobs/${jobId}/proposals`, {
    data: {
      coverLetter: 'I have built many sites like this one and can start on Monday with the design.',
      bidCents: 100_000,
      duration: '1_to_3_months',
    },
  });
  expect(proposal.status()).toBe(201);
  const offer = await client.page.request.post(
    `/api/client/proposals/${(await proposal.json()).data.id}/offer`,
    {
      data: { title: TITLE, milestones: [{ title: 'Design', amountCents: 100_000 }] },
    },
  );
  expect(offer.status()).toBe(201);

  // The freelancer's offers page, then the contract, in the dark theme.
  await freelancer.page.goto('/freelancer/offers');
  await expect(freelancer.page.getByText('you’ll receive $950.00 after our $50.00 fee')).toBeVisible();
  await expectNoAxeViolations(freelancer.page, '/freelancer/offers (dark)');
  await freelancer.page.getByRole('button', { name: 'Accept offer' }).click();
  await freelancer.page.getByRole('button', { name: 'Accept and start the contract' }).click();
  await expect(freelancer.page).toHaveURL(/\/freelancer\/contracts\/[0-9a-f-]+$/);
  const contractPath = new URL(freelancer.page.url()).pathname.replace('/freelancer/', '/client/');

  // The client proposes a second milestone: it waits for the freelancer and cannot be funded yet.
  await client.page.goto(contractPath);
  const form = client.page.getByRole('region', { name: 'Add a milestone' });
  await form.getByRole('button', { name: 'Propose milestone' }).click();
  await expect(form.getByRole('alert')).toHaveText('Milestone title is required');
  await form.getByLabel('New milestone title').fill('Extra landing page');
  await form.getByLabel('New milestone amount').fill('200');
  await expect(form.getByText('the freelancer receives $190.00')).toBeVisible();
  await form.getByRole('button', { name: 'Propose milestone' }).click();
  await expect(milestone(client.page, 2)).toContainText('Proposed — waiting for the freelancer');
  await expect(milestone(client.page, 2).getByRole('button', { name: /^Fund/ })).toHaveCount(0);
  await expectNoAxeViolations(client.page, 'the client contract page with a proposed milestone (dark)');

  // The freelancer accepts it; the client funds it.
  await freelancer.page.reload();
  await expect(freelancer.page.getByText('The client proposed a new milestone')).toBeVisible();
  await expectNoAxeViolations(
    freelancer.page,
    'the freelancer contract page with a proposed milestone (dark)',
  );
  await milestone(freelancer.page, 2).getByRole('button', { name: 'Accept milestone' }).click();
  await expect(milestone(freelancer.page, 2)).toContainText('Not funded');
  await client.page.reload();
  await milestone(client.page, 2).getByRole('button', { name: 'Fund $200.00' }).click();
  await expect(milestone(client.page, 2)).toContainText('Funded — in escrow');

  // A third one, declined: it stays on the contract as declined and cannot be funded.
  await form.getByLabel('New milestone title').fill('Animations');
  await form.getByLabel('New milestone amount').fill('50');
  await form.getByRole('button', { name: 'Propose milestone' }).click();
  await expect(milestone(client.page, 3)).toContainText('Proposed — waiting for the freelancer');
  await freelancer.page.reload();
  await milestone(freelancer.page, 3).getByRole('button', { name: 'Decline milestone' }).click();
  await expect(milestone(freelancer.page, 3)).toContainText('Declined by the freelancer');
  await expect(freelancer.page.getByRole('definition').first()).toHaveText('$1,200.00');
  await expectNoAxeViolations(freelancer.page, 'the freelancer contract page (dark)');

  // The job's conversation continues into the contract: the freelancer opens it from here.
  await freelancer.page.getByRole('button', { name: 'Message Clara Client' }).click();
  await expect(freelancer.page).toHaveURL(/\/freelancer\/messages\/[0-9a-f-]+$/);
  await expect(freelancer.page.getByRole('heading', { name: 'Clara Client' })).toBeVisible();
  await expect(freelancer.page.getByText(TITLE).first()).toBeVisible();

  // The wallet, in the dark theme: the funded milestone is in escrow.
  await freelancer.page.goto('/freelancer/wallet');
  await expect(freelancer.page.getByRole('definition')).toHaveText(['$0.00', '$0.00', '$200.00', '$0.00']);
  await expectNoAxeViolations(freelancer.page, '/freelancer/wallet (dark)');

  // The admin dashboard counts contracts and escrow (other tests share the server: at least ours).
  const adminPage = await (await browser.newContext()).newPage();
  await adminPage.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await signInAdminQuickly(adminPage);
  await adminPage.goto('/admin/dashboard');
  const money = adminPage.getByRole('region', { name: 'Contracts and escrow' });
  await expect(money.getByRole('link', { name: /Active contracts/ })).toContainText(
    /Active contracts\s*[1-9]/,
  );
  await expect(money.getByRole('link', { name: /Held in escrow/ })).toContainText(/Held in escrow\s*\$[1-9]/);
  await expect(money).toContainText('Fees earned');
  await expectNoAxeViolations(adminPage, '/admin/dashboard (dark)');
  await money.getByRole('link', { name: /Active contracts/ }).click();
  await expect(adminPage).toHaveURL(/\/admin\/contracts$/);
});
