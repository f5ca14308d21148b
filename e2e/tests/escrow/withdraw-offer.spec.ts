import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../fixtures/axe';
import { postJobThroughApi, proposeThroughApi } from '../../fixtures/jobs';
import { signedInAs } from '../areas/signed-in';

const TITLE = `Withdrawn offer ${Date.now().toString(36)}`;

test('[ESCROW]: the client sees a pending offer on the proposal as Offer sent and withdraws it; the freelancer can no longer accept it', async ({
  browser,
}) => {
  test.slow();
  const client = await signedInAs(browser, 'client', 'Wendy Client');
  const freelancer = await signedInAs(browser, 'freelancer', 'Walt Freelancer');
  const jobId = await postJobThroughApi(client.page.request, client.account, { title: TITLE });
  await proposeThroughApi(freelancer.page.request, jobId, 80_000);

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
