import { expect, type Page, test } from '@playwright/test';
import { postJobThroughApi, proposeThroughApi } from '../../fixtures/jobs';
import { signedInAs } from '../areas/signed-in';

const TITLE = `Lost answer ${Date.now().toString(36)}`;

const milestone = (page: Page) => page.getByRole('listitem', { name: /^Milestone 1:/ });

/** Answers `data` of a JSON call made with the page's session, after checking its status. */
async function post(page: Page, path: string, status: number, data?: unknown) {
  const res = await page.request.post(path, data === undefined ? {} : { data });
  expect(res.status(), await res.text()).toBe(status);
  return ((await res.json()) as { data: { id: string; milestones?: { id: string }[] } }).data;
}

test('[ESCROW]: an approval whose answer is lost is retried from the browser with the same key, and the freelancer is paid once', async ({
  browser,
}) => {
  const client = await signedInAs(browser, 'client', 'Lena Client');
  const freelancer = await signedInAs(browser, 'freelancer', 'Luis Freelancer');
  const jobId = await postJobThroughApi(client.page.request, client.account, { title: TITLE });
  const proposalId = await proposeThroughApi(freelancer.page.request, jobId, 50_000);
  const offer = await post(client.page, `/api/client/proposals/${proposalId}/offer`, 201, {
    title: TITLE,
    description: 'One page, delivered.',
    milestones: [{ title: 'The page', amountCents: 50_000 }],
  });
  const contract = await post(freelancer.page, `/api/freelancer/offers/${offer.id}/accept`, 201);
  const base = `/api/contracts/${contract.id}/milestones/${contract.milestones![0]!.id}`;
  await post(client.page, `${base}/fund`, 200, { paymentMethod: 'pm_card_visa' });
  await post(freelancer.page, `${base}/submit`, 200, { message: 'Live on staging.' });

  // The first approval reaches the server, which commits it; its answer never reaches the page.
  const keys: string[] = [];
  const replayed: number[] = [];
  await client.page.route(`**${base}/approve`, async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    const answer = await route.fetch();
    if (keys.length === 1) return route.abort('connectionreset');
    replayed.push(answer.status());
    await route.fulfill({ response: answer });
  });
  await client.page.goto(`/client/contracts/${contract.id}`);
  await milestone(client.page).getByRole('button', { name: 'Approve and release' }).click();
  await client.page.getByRole('dialog').getByRole('button', { name: 'Release $500.00' }).click();
  // The page retries the click it did not hear back about, with the same key, and gets the first answer.
  await expect.poll(() => replayed).toEqual([200]);
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  await expect(milestone(client.page)).toContainText('Released');
  await expect(milestone(client.page).getByRole('alert')).toHaveCount(0);

  // Paid once: $500.00 less our 5 % fee, pending for the hold, and one release in the history.
  await freelancer.page.goto('/freelancer/wallet');
  await expect(freelancer.page.getByRole('definition')).toHaveText(['$475.00', '$0.00', '$0.00', '$0.00']);
  await expect(freelancer.page.getByRole('listitem').filter({ hasText: 'Released to you' })).toHaveCount(1);
});
