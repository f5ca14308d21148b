import { expect, type Page, test } from '@playwright/test';
import { signedInAs } from '../../fixtures/auth';
import { expectNoViolationsInBothThemes as expectNoViolations } from '../../fixtures/axe';
import { fundedContract } from '../../fixtures/contracts';
import { postJobThroughApi, proposeThroughApi } from '../../fixtures/jobs';

const round = (page: Page, n: number) => page.getByRole('listitem', { name: `Round ${n}` });

test(`[JOBS]: a freelancer counters an offer with a higher amount; the client accepts the counter and funds it`, async ({
  browser,
}) => {
  const title = `Clinic booking site ${Date.now().toString(36)}`;
  const client = await signedInAs(browser, 'client', 'Cora Counter');
  const freelancer = await signedInAs(browser, 'freelancer', 'Finn Counter');
  const jobId = await postJobThroughApi(client.page.request, client.account, { title });
  const proposalId = await proposeThroughApi(freelancer.page.request, jobId, 100_000);
  const sent = await client.page.request.post(`/api/client/proposals/${proposalId}/offer`, {
    data: { title, milestones: [{ title: 'Design and build', amountCents: 100_000 }] },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  // The freelancer opens the offer and counters with a higher amount and a note.
  const f = freelancer.page;
  await f.goto('/freelancer/offers');
  await f.getByRole('link', { name: `See the offer “${title}”` }).click();
  await expect(f.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(f.getByText('Cora Counter waits for your answer. This round expires')).toBeVisible();
  await f.getByRole('button', { name: 'Counter', exact: true }).click();
  const form = f.getByRole('region', { name: 'Your counter-offer' });
  await expect(form.getByLabel('Milestone 1 amount')).toHaveValue('1,000.00');
  await form.getByLabel('Milestone 1 amount').fill('1,250');
  await form
    .getByLabel('Note to the other party (optional)')
    .fill('The booking calendar needs two more weeks.');
  await expectNoViolations(f, '/freelancer/offers/:id with the counter form');
  await form.getByRole('button', { name: 'Send counter-offer' }).click();
  await expect(round(f, 2)).toContainText('Round 2: counter-offer from Finn Counter');
  await expect(round(f, 1)).toContainText('Countered');
  await expect(f.getByText('Waiting for Cora Counter’s answer.')).toBeVisible();

  // The client sees the counter on the proposal, opens it: what changed is highlighted.
  const c = client.page;
  await c.goto(`/client/jobs/${jobId}`);
  await expect(c.getByText('Finn Counter sent a counter-offer')).toBeVisible();
  await c.getByRole('link', { name: 'open the offer' }).click();
  const counter = round(c, 2);
  await expect(counter.locator('mark').filter({ hasText: 'Design and build, $1,250.00' })).toContainText(
    'changed from Design and build, $1,000.00',
  );
  await expect(counter.getByText('Total:')).toContainText('$1,250.00 (changed from $1,000.00)');
  await expect(counter.locator('mark').filter({ hasText: 'two more weeks' })).toBeVisible();
  await expectNoViolations(c, '/client/offers/:id with a counter-offer');

  // Only the latest round can be accepted: round 1 offers no answer; the counter does.
  await expect(round(c, 1).getByRole('button')).toHaveCount(0);
  await counter.getByRole('button', { name: 'Accept counter-offer' }).click();
  await expect(c).toHaveURL(/\/client\/contracts\/[0-9a-f-]+$/);
  await expect(c.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await c
    .getByRole('listitem', { name: /^Milestone 1:/ })
    .getByRole('button', { name: 'Fund $1,250.00' })
    .click();
  await expect(c.getByRole('listitem', { name: /^Milestone 1:/ })).toContainText('Funded — in escrow');
  await expectNoViolations(c, '/client/contracts/:id funded from a counter-offer');
});

test(`[JOBS]: from an ended contract the client hires the same freelancer again with a direct offer`, async ({
  browser,
}) => {
  const title = `Booking site upkeep ${Date.now().toString(36)}`;
  const client = await signedInAs(browser, 'client', 'Hana Again');
  const freelancer = await signedInAs(browser, 'freelancer', 'Ravi Repeat');
  const { contractId } = await fundedContract(client, freelancer, {
    title,
    amountCents: 40_000,
    funded: false,
  });
  expect((await client.page.request.post(`/api/contracts/${contractId}/end`)).status()).toBe(200);

  const c = client.page;
  await c.goto(`/client/contracts/${contractId}`);
  await c.getByRole('link', { name: 'Hire again' }).click();
  await expect(c.getByRole('heading', { level: 1, name: 'Hire Ravi Repeat again' })).toBeVisible();
  await expect(c.getByLabel('Contract title')).toHaveValue(title);
  await expect(c.getByLabel('Milestone 1 amount')).toHaveValue('400.00');
  await c.getByLabel('Contract title').fill(`${title}: year two`);
  await expectNoViolations(c, '/client/freelancers/:id/hire');
  await c.getByRole('button', { name: 'Send offer' }).click();
  await expect(c).toHaveURL(/\/client\/offers\/[0-9a-f-]+$/);
  await expect(round(c, 1)).toContainText('Round 1: offer from Hana Again');
  await expect(c.getByText('Waiting for Ravi Repeat’s answer.')).toBeVisible();

  // The freelancer finds it among their offers.
  await freelancer.page.goto('/freelancer/offers');
  await expect(freelancer.page.getByRole('listitem', { name: `Offer: ${title}: year two` })).toContainText(
    'Waiting for you',
  );
});
