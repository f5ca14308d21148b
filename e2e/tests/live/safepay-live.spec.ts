import { expect, test } from '@playwright/test';
import { ownAddress } from '../../fixtures/auth';
import { postJobThroughApi } from '../../fixtures/jobs';
import { createAccount, openArea } from '../areas/signed-in';

// Live updates for SafePay (ADR 013): an offer sent elsewhere reaches the freelancer's open tab.

test('[LIVE]: a freelancer watching Offers sees a new offer, counted in the area nav, without reloading', async ({
  browser,
  page,
}) => {
  const client = await createAccount(browser, 'client', 'Live Hiring Client');
  const freelancer = await createAccount(browser, 'freelancer', 'Live Hired Freelancer');
  const title = `Live offer ${Date.now()}`;

  // The client's side runs on its own context, so the freelancer's page keeps its own session.
  const other = await browser.newContext();
  const nav = page.getByRole('navigation', { name: 'Main' });
  try {
    const jobId = await postJobThroughApi(other.request, client, { title });
    const freelancerSide = await browser.newContext();
    let proposalId: string;
    try {
      const login = await freelancerSide.request.post('/api/auth/login', {
        data: { email: freelancer.email, password: freelancer.password },
        headers: ownAddress(),
      });
      expect(login.status()).toBe(200);
      const sent = await freelancerSide.request.post(`/api/freelancer/jobs/${jobId}/proposals`, {
        data: {
          coverLetter: 'I have done this many times and would love to help; here is my plan for the work.',
          bidCents: 120_000,
          duration: '1_to_3_months',
        },
      });
      expect(sent.status(), await sent.text()).toBe(201);
      proposalId = ((await sent.json()) as { data: { id: string } }).data.id;
    } finally {
      await freelancerSide.close();
    }

    const streamOpen = page.waitForResponse((r) => r.url().endsWith('/api/events/stream') && r.ok());
    await openArea(page, freelancer, 'freelancer');
    await page.goto('/freelancer/offers');
    await expect(page.getByText('No offers yet.')).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Deliver Work', exact: true })).toBeVisible();
    await streamOpen;

    const offer = await other.request.post(`/api/client/proposals/${proposalId}/offer`, {
      data: { title, milestones: [{ title: 'Milestone 1', amountCents: 120_000 }] },
    });
    expect(offer.status(), await offer.text()).toBe(201);
  } finally {
    await other.close();
  }

  const card = page.getByRole('listitem', { name: `Offer: ${title}` });
  await expect(card).toContainText('Waiting for you');
  await expect(card.getByRole('button', { name: 'Accept offer' })).toBeVisible();

  // The area nav counts the offer waiting for an answer, on the menu and next to Offers.
  await nav.getByRole('button', { name: 'Deliver Work 1 pending' }).click();
  await expect(nav.getByRole('menuitem', { name: 'Offers 1 pending' })).toBeVisible();
  await page.keyboard.press('Escape');
  // Answered, it no longer waits: the count goes.
  await card.getByRole('button', { name: 'Accept offer' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Accept and start the contract' }).click();
  await expect(page).toHaveURL(/\/freelancer\/contracts\/[0-9a-f-]+$/);
  await expect(nav.getByRole('button', { name: 'Deliver Work', exact: true })).toBeVisible();
});
