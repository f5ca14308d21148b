import { expect, type Page, test } from '@playwright/test';
import { postJobThroughApi, proposeThroughApi } from '../../fixtures/jobs';
import { signedInAs } from '../areas/signed-in';
import { expectCleanAsItIs } from '../polish/axe';
import { signInAdminQuickly } from './helpers';

const TITLE = `Disputed site ${Date.now().toString(36)}`;
const MESSAGE = 'The landing page is due on Friday, as agreed.';

/** Answers `data` of a JSON call made with the page's session, after checking its status. */
async function post(page: Page, path: string, status: number, data?: unknown) {
  const res = await page.request.post(path, data === undefined ? {} : { data });
  expect(res.status(), await res.text()).toBe(status);
  return ((await res.json()) as { data: { id: string; milestones?: { id: string }[] } }).data;
}

test('[DISPUTES]: an admin finds a dispute in mediation, reads its money and messages, and decides a split the page then shows; both admin pages are axe clean in both themes', async ({
  browser,
  page,
}) => {
  // Eight axe runs and a whole contract made through the API.
  test.slow();
  const client = await signedInAs(browser, 'client', 'Dana Client');
  const freelancer = await signedInAs(browser, 'freelancer', 'Dev Freelancer');
  const jobId = await postJobThroughApi(client.page.request, client.account, { title: TITLE });
  const proposalId = await proposeThroughApi(freelancer.page.request, jobId, 50_000);
  const offer = await post(client.page, `/api/client/proposals/${proposalId}/offer`, 201, {
    title: TITLE,
    description: 'One landing page, delivered.',
    milestones: [{ title: 'Landing page', amountCents: 50_000 }],
  });
  const contract = await post(freelancer.page, `/api/freelancer/offers/${offer.id}/accept`, 201);
  const base = `/api/contracts/${contract.id}/milestones/${contract.milestones![0]!.id}`;
  await post(client.page, `${base}/fund`, 200, { paymentMethod: 'pm_card_visa' });
  // The job's conversation (opened now, or already there): the admin reads it with the dispute.
  const opened = await client.page.request.post('/api/conversations', {
    data: { jobId, freelancerId: freelancer.account.id },
  });
  expect([200, 201], await opened.text()).toContain(opened.status());
  const conversation = ((await opened.json()) as { data: { id: string } }).data;
  await post(client.page, `/api/conversations/${conversation.id}/messages`, 201, { text: MESSAGE });

  // The client disputes the milestone, the freelancer answers, and the client asks an admin to decide.
  const dispute = await post(client.page, `${base}/disputes`, 201, {
    reason: 'not_delivered',
    request: 'refund',
    statement: 'Nothing was delivered by the agreed date, so I ask for my money back.',
  });
  await post(freelancer.page, `/api/disputes/${dispute.id}/responses`, 200, {
    statement: 'Most of the page was delivered on staging; I should be paid for that part.',
  });
  await post(client.page, `/api/disputes/${dispute.id}/mediation`, 200);

  // The queue: our dispute, in mediation, the admin's deadline next.
  await signInAdminQuickly(page);
  await page.goto('/admin/disputes');
  const row = page.getByRole('row').filter({ hasText: TITLE });
  await expect(page.getByRole('heading', { level: 1, name: 'Disputes' })).toBeVisible();
  await expect(row).toContainText('In mediation');
  await expectCleanAsItIs(page, '/admin/disputes');
  await expect(row).toContainText('Landing page');
  await expect(row).toContainText('$500.00');
  await expect(row).toContainText('An admin decides by');

  // The dispute: what was asked, the milestone's money, and the parties' messages, read only.
  await row.getByRole('link', { name: TITLE }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/disputes/${dispute.id}$`));
  const ledger = page.getByRole('table', { name: 'Ledger history of the milestone' });
  const loaded = async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Dispute: Landing page' })).toBeVisible();
    await expect(ledger).toContainText('Funded (card → escrow)');
    await expect(page.getByText(MESSAGE)).toBeVisible();
  };
  await loaded();
  await expect(page.getByRole('link', { name: 'View the contract' })).toHaveAttribute(
    'href',
    `/admin/contracts/${contract.id}`,
  );
  await expect(page.getByRole('region', { name: 'Dispute', exact: true })).toContainText(
    '$0.00 released to the freelancer, $500.00 refunded to the client',
  );
  await expect(page.getByRole('textbox', { name: /message/i })).toHaveCount(0);
  await expectCleanAsItIs(page, `/admin/disputes/${dispute.id}`);

  // The decision: the refund follows the amount released; a reason is asked for before confirming.
  const form = page.getByRole('region', { name: 'Decision', exact: true });
  const reason = form.getByLabel('Reason (both parties read it)');
  await form.getByLabel('Amount to release to the freelancer').fill('200');
  await expect(form.getByText('Refunded to the client: $300.00')).toBeVisible();
  await form.getByRole('button', { name: 'Record decision' }).click();
  await expect(form.getByText('Write the reason for the decision')).toBeVisible();

  // The API refuses a reason that is too short: its words are shown, and nothing is decided.
  await reason.fill('Partly delivered.');
  const confirm = page.getByRole('dialog', { name: 'Record this decision?' });
  await form.getByRole('button', { name: 'Record decision' }).click();
  await expect(confirm).toContainText(
    'This is final: $200.00 is released to the freelancer and $300.00 refunded to the client',
  );
  await confirm.getByRole('button', { name: 'Record decision' }).click();
  await expect(form.getByRole('alert')).toHaveText('Write at least 20 characters');
  await expect(confirm).toBeHidden();

  await reason.fill('The page was mostly delivered; the rest was not, so 40 % is paid.');
  await form.getByRole('button', { name: 'Record decision' }).click();
  await confirm.getByRole('button', { name: 'Record decision' }).click();
  await expect(page.getByText('Decision recorded')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Dispute', exact: true }).getByRole('status')).toHaveText(
    'Settled by an admin: $200.00 released to the freelancer, $300.00 refunded to the client. Reason: The page was mostly delivered; the rest was not, so 40 % is paid.',
  );
  await expect(form).toHaveCount(0);
  await expect(ledger).toContainText('Refund (escrow → card)');
  await page.goto('/admin/disputes');
  await expect(row).toContainText('Settled');
});
