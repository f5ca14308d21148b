import { type Browser, expect, test } from '@playwright/test';
import { ownAddress } from '../../fixtures/auth';
import { fundedContract } from '../../fixtures/contracts';
import { ADMIN } from '../../fixtures/env';
import { signedInAs } from '../areas/signed-in';
import { expectCleanEverywhere } from '../polish/axe';

const TITLE = `Dispute silence ${Date.now().toString(36)}`;
const DAY_MS = 86_400_000;
const STATEMENT = 'The work was approved in our messages a week ago, but the payment was never released.';

/** The admin's session on its own request context: moves this server's clock. */
async function adminRequest(browser: Browser) {
  const context = await browser.newContext();
  const login = await context.request.post('/api/auth/login', { data: ADMIN, headers: ownAddress() });
  expect(login.status()).toBe(200);
  return context.request;
}

test('[DISPUTES]: a freelancer disputes a milestone the client sits on; the client does not answer; 5 days later the freelancer is paid and both see why', async ({
  browser,
}) => {
  test.slow();
  const client = await signedInAs(browser, 'client', 'Cleo Client');
  const freelancer = await signedInAs(browser, 'freelancer', 'Fay Freelancer');
  const { contractId } = await fundedContract(client, freelancer, {
    title: TITLE,
    amountCents: 50_000,
    submitted: true,
  });

  // The freelancer opens the dispute from the milestone.
  await freelancer.page.goto(`/freelancer/contracts/${contractId}`);
  const milestone = freelancer.page.getByRole('listitem', { name: /^Milestone 1:/ });
  await milestone.getByRole('link', { name: 'Open a dispute' }).click();
  await expect(freelancer.page.getByRole('heading', { name: 'Open a dispute' })).toBeVisible();
  await expect(freelancer.page.getByLabel('Reason')).toHaveValue('not_released');
  await expect(freelancer.page.getByRole('radio', { name: 'Release all of it to me' })).toBeChecked();
  await freelancer.page.getByRole('button', { name: 'Open dispute' }).click();
  await expect(freelancer.page.getByRole('alert')).toHaveText('Write at least 20 characters');
  await freelancer.page.getByLabel('Your statement').fill(STATEMENT);
  await freelancer.page.getByRole('button', { name: 'Open dispute' }).click();
  await expect(freelancer.page.getByText('Dispute opened', { exact: true }).first()).toBeVisible();
  await expect(freelancer.page).toHaveURL(/\/freelancer\/disputes\/[0-9a-f-]+$/);
  const disputePath = new URL(freelancer.page.url()).pathname;
  await expect(freelancer.page.getByRole('region', { name: 'Dispute' })).toContainText(
    'Waiting for an answer',
  );
  await expect(freelancer.page.getByText(/^The client must answer by/)).toBeVisible();

  // The client sees it on the contract: the money is frozen, Approve is gone until it ends.
  await client.page.goto(`/client/contracts/${contractId}`);
  const held = client.page.getByRole('listitem', { name: /^Milestone 1:/ });
  await expect(held).toContainText('In dispute — Waiting for an answer. The client must answer by');
  await expect(held.getByRole('button', { name: 'Approve and release' })).toHaveCount(0);
  await held.getByRole('link', { name: 'See the dispute' }).click();
  await expect(client.page.getByText(STATEMENT)).toBeVisible();
  await expect(client.page.getByRole('button', { name: 'Send answer' })).toBeVisible();
  const clientPath = disputePath.replace('/freelancer/', '/client/');
  await expectCleanEverywhere(client.page, 'the dispute page, waiting for the client', async () => {
    await client.page.goto(clientPath);
    await expect(client.page.getByRole('button', { name: 'Send answer' })).toBeVisible();
  });

  // Nobody answers: five days later the request is granted.
  const admin = await adminRequest(browser);
  expect((await admin.post('/api/test/clock/advance', { data: { ms: 5 * DAY_MS } })).status()).toBe(200);
  const why =
    'Settled as asked: there was no answer in time: $500.00 released to the freelancer, $0.00 refunded to the client.';
  for (const [page, path] of [
    [freelancer.page, disputePath],
    [client.page, clientPath],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('region', { name: 'Dispute' })).toContainText(why);
    await expect(page.getByText('Request granted: no answer in time (automatic)')).toBeVisible();
  }
  await expect(client.page.getByRole('button', { name: 'Send answer' })).toHaveCount(0);

  // The freelancer is paid: the share waits out the payout hold, nothing is in dispute any more.
  await freelancer.page.goto('/freelancer/wallet');
  await expect(freelancer.page.getByRole('definition')).toHaveText(['$475.00', '$0.00', '$0.00', '$0.00']);
  await client.page.goto(`/client/contracts/${contractId}`);
  await expect(held).toContainText('Released');
  await expect(held.getByRole('link', { name: 'Dispute settled' })).toBeVisible();
});
