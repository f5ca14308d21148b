import { expect, test } from '@playwright/test';
import { fundedContract } from '../../fixtures/contracts';
import { signInAdminQuickly } from '../admin/helpers';
import { signedInAs } from '../areas/signed-in';
import { expectCleanEverywhere } from '../polish/axe';

const TITLE = `Dispute mediation ${Date.now().toString(36)}`;
const ASK = 'Nothing was delivered in three weeks and the freelancer stopped answering my messages.';
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
const ANSWER = 'Half of the pages were delivered by mail on time; the rest waited for the client’s texts.';

test('[DISPUTES]: the client asks for a refund, the freelancer answers, an admin splits it; both see the decision and their money', async ({
  browser,
}) => {
  test.slow();
  const client = await signedInAs(browser, 'client', 'Cleo Client');
  const freelancer = await signedInAs(browser, 'freelancer', 'Fay Freelancer');
  const { contractId } = await fundedContract(client, freelancer, { title: TITLE, amountCents: 50_000 });

  // The client's way out when nothing was submitted: ask for the money back.
  await client.page.goto(`/client/contracts/${contractId}`);
  const milestone = (page: typeof client.page) => page.getByRole('listitem', { name: /^Milestone 1:/ });
  await milestone(client.page).getByRole('link', { name: 'Ask for a refund' }).click();
  await expect(client.page.getByRole('radio', { name: 'Refund all of it to me' })).toBeChecked();
  const openPath = new URL(client.page.url()).pathname + new URL(client.page.url()).search;
  await expectCleanEverywhere(client.page, 'the open-a-dispute page', async () => {
    await client.page.goto(openPath);
    await expect(client.page.getByRole('button', { name: 'Open dispute' })).toBeVisible();
  });
  await client.page.getByLabel('Your statement').fill(ASK);
  await client.page
    .getByLabel('Evidence files')
    .setInputFiles({ name: 'brief.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(client.page.getByRole('list', { name: 'Files to attach' })).toHaveText('brief.pdf×');
  await client.page.getByRole('button', { name: 'Open dispute' }).click();
  await expect(client.page).toHaveURL(/\/client\/disputes\/[0-9a-f-]+$/);
  const clientPath = new URL(client.page.url()).pathname;
  const freelancerPath = clientPath.replace('/client/', '/freelancer/');

  // The freelancer declines the request with their own statement: the dispute is open.
  await freelancer.page.goto(freelancerPath);
  await expect(
    freelancer.page.getByText(
      'The client asks for: $0.00 released to the freelancer, $500.00 refunded to the client.',
    ),
  ).toBeVisible();
  await freelancer.page.getByLabel('Your answer').fill(ANSWER);
  await freelancer.page.getByRole('button', { name: 'Send answer' }).click();
  const summary = (page: typeof client.page) => page.getByRole('region', { name: 'Dispute' });
  await expect(summary(freelancer.page)).toContainText('Answered: settle it, or ask an admin to decide');
  await expect(freelancer.page.getByText(ANSWER)).toBeVisible();
  // Each side's evidence, on both pages, downloaded only by those who may.
  const brief = freelancer.page.getByRole('link', { name: 'brief.pdf' });
  const briefFile = await freelancer.page.request.get((await brief.getAttribute('href'))!);
  expect(Buffer.from(await briefFile.body()).equals(PDF)).toBe(true);
  await freelancer.page
    .getByLabel('Evidence files')
    .setInputFiles({ name: 'pages.pdf', mimeType: 'application/pdf', buffer: PDF });
  await freelancer.page.getByRole('button', { name: 'Attach files' }).click();
  await expect(freelancer.page.getByText('Files attached')).toBeVisible();
  await expect(freelancer.page.getByRole('link', { name: 'pages.pdf' })).toBeVisible();

  // The client asks an admin to decide; the admin splits it, with a reason both read.
  await client.page.goto(clientPath);
  await expect(client.page.getByRole('link', { name: 'pages.pdf' })).toBeVisible();
  await client.page.getByRole('button', { name: 'Ask an admin to decide' }).click();
  await expect(summary(client.page)).toContainText('In mediation');
  await expect(client.page.getByText(/^An admin decides by/)).toBeVisible();
  const admin = await (await browser.newContext()).newPage();
  await signInAdminQuickly(admin);
  const disputeId = clientPath.split('/').pop();
  const reason = 'Half of the pages were delivered as agreed; the rest was not.';
  const decided = await admin.request.post(`/api/admin/disputes/${disputeId}/decision`, {
    data: { releaseCents: 20_000, refundCents: 30_000, reason },
  });
  expect(decided.status(), await decided.text()).toBe(200);

  const outcome = `Settled by an admin: $200.00 released to the freelancer, $300.00 refunded to the client. Reason: ${reason}`;
  for (const [page, path] of [
    [client.page, clientPath],
    [freelancer.page, freelancerPath],
  ] as const) {
    await page.goto(path);
    await expect(summary(page)).toContainText(outcome);
  }
  await client.page.goto(`/client/contracts/${contractId}`);
  await expect(milestone(client.page)).toContainText('Settled — part released, part refunded');
  await expect(client.page.getByRole('definition')).toHaveText(['$500.00', '$0.00', '$200.00', '$300.00']);
  await freelancer.page.goto('/freelancer/wallet');
  await expect(freelancer.page.getByRole('definition')).toHaveText(['$190.00', '$0.00', '$0.00', '$0.00']);
});
