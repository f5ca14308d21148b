import { expect, type Page, test } from '@playwright/test';
import { postJobThroughApi, proposeThroughApi } from '../../fixtures/jobs';
import { readFromMail } from '../../fixtures/mail';
import { signedInAs } from '../areas/signed-in';

// Issue 31, defect 4: ending a contract told no one; the freelancer's open page kept saying "Active".

const TITLE = `Ended live ${Date.now().toString(36)}`;
const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
const panel = (page: Page) => page.getByRole('region', { name: 'Notifications' });

test('[LIVE]: the client ends a contract (confirmed, naming the cancelled milestone); the freelancer’s open page turns to Ended, and the bell and a mail say so', async ({
  browser,
}) => {
  const client = await signedInAs(browser, 'client', 'Ena Ending-Client');
  const freelancer = await signedInAs(browser, 'freelancer', 'Finn Ended-Freelancer');
  const jobId = await postJobThroughApi(client.page.request, client.account, { title: TITLE });
  const proposalId = await proposeThroughApi(freelancer.page.request, jobId, 50_000);
  const offer = await client.page.request.post(`/api/client/proposals/${proposalId}/offer`, {
    data: { title: TITLE, milestones: [{ title: 'Design', amountCents: 50_000 }] },
  });
  expect(offer.status(), await offer.text()).toBe(201);
  const accepted = await freelancer.page.request.post(
    `/api/freelancer/offers/${(await offer.json()).data.id}/accept`,
  );
  expect(accepted.status(), await accepted.text()).toBe(201);
  const contractId: string = (await accepted.json()).data.id;

  // The freelancer watches the contract, its live stream open before the client acts.
  const f = freelancer.page;
  const streamOpen = f.waitForResponse((r) => r.url().endsWith('/api/events/stream') && r.ok());
  await f.goto(`/freelancer/contracts/${contractId}`);
  await streamOpen;
  const status = f.getByText(`Job ${TITLE} · `);
  await expect(status).toHaveText(/· Active$/);
  await expect(f.getByRole('listitem', { name: 'Milestone 1: Design' })).toContainText('Not funded');
  await bell(f).click();
  await panel(f).getByRole('button', { name: 'Mark all read' }).click();
  await expect(bell(f)).toHaveAccessibleName('Notifications');
  await bell(f).click();

  // The client ends it: asked first, with what it cancels; Cancel changes nothing.
  const c = client.page;
  await c.goto(`/client/contracts/${contractId}`);
  await c.getByRole('button', { name: 'End contract' }).click();
  const ending = c.getByRole('dialog', { name: 'End your contract with Finn Ended-Freelancer?' });
  await expect(ending).toContainText(
    '$0.00 was released to Finn Ended-Freelancer in all. Its unfunded milestone ($500.00) is cancelled. Nothing more can be funded or submitted, and Finn Ended-Freelancer is told. This cannot be undone.',
  );
  await ending.getByRole('button', { name: 'Cancel' }).click();
  await expect(ending).toBeHidden();
  await c.reload();
  await expect(c.getByText(`Job ${TITLE} · `)).toHaveText(/· Active$/);
  await c.getByRole('button', { name: 'End contract' }).click();
  await ending.getByRole('button', { name: 'End contract' }).click();
  await expect(c.getByText(`Job ${TITLE} · `)).toHaveText(/· Ended$/);

  // The freelancer's page changes without a reload; the bell has the news, and so does the mail.
  await expect(status).toHaveText(/· Ended$/);
  await expect(f.getByRole('listitem', { name: 'Milestone 1: Design' })).toContainText('Cancelled');
  await expect(bell(f)).toHaveAccessibleName('Notifications, 1 unread');
  await bell(f).click();
  await panel(f)
    .getByRole('link', { name: new RegExp(`Contract ended: "${TITLE}"`) })
    .click();
  await expect(f).toHaveURL(new RegExp(`/freelancer/contracts/${contractId}$`));
  const said = await readFromMail(
    freelancer.account.email,
    /(Ena Ending-Client ended the contract "[^"]+"\. Its unfunded milestone was cancelled\.)/,
  );
  expect(said).toContain(TITLE);
});
