import { type Browser, expect, test } from '@playwright/test';
import { logInThroughUi } from '../../fixtures/auth';
import { expectNoAxeViolations } from '../../fixtures/axe';
import { postJobThroughApi } from '../../fixtures/jobs';
import { createAccount } from '../areas/signed-in';

const TITLE = `Withdrawn offer ${Date.now().toString(36)}`;

async function signedIn(browser: Browser, role: 'client' | 'freelancer', name: string) {
  const account = await createAccount(browser, role, name);
  const page = await (await browser.newContext()).newPage();
  await logInThroughUi(page, account.email, account.password);
  await expect(page).toHaveURL(new RegExp(`/${role}/home$`));
  return { page, account };
}

test('[ESCROW]: the client sees a pending offer on the proposal as Offer sent and withdraws it; the freelancer can no longer accept it', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const client = await signedIn(browser, 'client', 'Wendy Client');
  const freelancer = await signedIn(browser, 'freelancer', 'Walt Freelancer');
  const jobId = await postJobThroughApi(client.page.request, client.account, { title: TITLE });
  const proposal = await freelancer.page.request.post(`/api/freelancer/jobs/${jobId}/proposals`, {
    data: {
      coverLetter: 'I have built many sites like this one and can start on Monday with the design.',
      bidCents: 80_000,
      duration: '1_to_3_months',
    },
  });
  expect(proposal.status()).toBe(201);

  await client.page.goto(`/client/jobs/${jobId}`);
  const card = client.page.getByRole('article', { name: 'Proposal from Walt Freelancer' });
  await card.getByRole('button', { name: 'Hire' }).click();
  await client.page
    .getByRole('dialog', { name: 'Hire Walt Freelancer' })
    .getByRole('button', { name: 'Send offer' })
    .click();
  // The card says the offer waits, with its total, and offers no second Hire (the API would say 409).
  await expect(card).toContainText('Offer sent · $800.00 · waiting for Walt Freelancer’s answer');
  await expect(card.getByRole('button', { name: 'Hire' })).toHaveCount(0);
  await expectNoAxeViolations(client.page, 'a proposal card with a pending offer');

  // The freelancer sees the offer and could accept it, until the client withdraws it.
  await freelancer.page.goto('/freelancer/offers');
  const offer = freelancer.page.getByRole('listitem', { name: `Offer: ${TITLE}` });
  await expect(offer.getByRole('button', { name: 'Accept offer' })).toBeVisible();

  await card.getByRole('button', { name: 'Withdraw offer' }).click();
  const confirm = client.page.getByRole('dialog', { name: 'Withdraw your offer to Walt Freelancer?' });
  await expectNoAxeViolations(client.page, 'the withdraw offer confirmation');
  await confirm.getByRole('button', { name: 'Withdraw offer' }).click();
  await expect(client.page.getByText('Offer withdrawn')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Hire' })).toBeVisible();
  await expect(card).not.toContainText('Offer sent');

  await freelancer.page.reload();
  await expect(offer).toContainText('Withdrawn');
  await expect(offer.getByRole('button', { name: 'Accept offer' })).toHaveCount(0);
  await expect(offer.getByRole('button', { name: 'Decline' })).toHaveCount(0);
});
