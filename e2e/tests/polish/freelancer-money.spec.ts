import { expect, test } from '@playwright/test';
import { fundedContract } from '../../fixtures/contracts';
import { postJobThroughApi } from '../../fixtures/jobs';
import { signedInAs } from '../areas/signed-in';
import { expectCleanEverywhere, WIDTHS } from './axe';

test('[POLISH]: the proposal form says what the freelancer receives after Skillora’s fee, per hour on an hourly job', async ({
  browser,
}) => {
  test.slow(true, 'two jobs at two widths, and axe in both themes');
  const client = await signedInAs(browser, 'client', 'Flo Fees');
  const freelancer = await signedInAs(browser, 'freelancer', 'Fay Fees');
  const tag = Date.now().toString(36);
  const fixed = await postJobThroughApi(client.page.request, client.account, {
    title: `Fixed fee job ${tag}`,
  });
  const hourly = await postJobThroughApi(client.page.request, client.account, {
    title: `Hourly fee job ${tag}`,
    budget: { type: 'hourly', minRateCents: 3_000, maxRateCents: 6_000 },
  });
  const page = freelancer.page;

  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width > 800 ? 800 : 844 });
    await page.goto(`/freelancer/jobs/${fixed}`);
    const bid = page.getByLabel('Your bid (total, USD)');
    await bid.fill('500');
    // The fee (5 % in these tests) as the API books it, beside the bid and read with it.
    await expect(bid).toHaveAccessibleDescription(
      /^Client's budget: Fixed price · \$1,500\s*You'll receive \$475\.00 after Skillora's 5% service fee$/,
    );
    await bid.fill('1,234.57');
    await expect(page.getByText("You'll receive $1,172.85 after Skillora's 5% service fee")).toBeVisible();
    await bid.fill('');
    await expect(page.getByText("You'll receive")).toHaveCount(0);

    await page.goto(`/freelancer/jobs/${hourly}`);
    await page.getByLabel('Your hourly rate (USD)').fill('40');
    await expect(
      page.getByText("You'll receive $38.00 per hour after Skillora's 5% service fee"),
    ).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }

  await expectCleanEverywhere(page, 'the proposal form with the share after the fee', async () => {
    await page.goto(`/freelancer/jobs/${fixed}`);
    await page.getByLabel('Your bid (total, USD)').fill('500');
    await expect(page.getByText("You'll receive $475.00 after Skillora's 5% service fee")).toBeVisible();
  });
});

test('[POLISH]: the wallet shows the day each pending amount becomes available', async ({ browser }) => {
  test.slow(true, 'two released milestones, two widths, and axe in both themes');
  const client = await signedInAs(browser, 'client', 'Wes Wallet');
  const freelancer = await signedInAs(browser, 'freelancer', 'Wyn Wallet');
  const tag = Date.now().toString(36);
  for (const [title, amountCents] of [
    [`Pending one ${tag}`, 50_000],
    [`Pending two ${tag}`, 20_000],
  ] as const) {
    const { contractId, milestoneId } = await fundedContract(client, freelancer, {
      title,
      amountCents,
      submitted: true,
    });
    const approved = await client.page.request.post(
      `/api/contracts/${contractId}/milestones/${milestoneId}/approve`,
    );
    expect(approved.status(), await approved.text()).toBe(200);
  }
  const page = freelancer.page;
  const wallet = (await (await page.request.get('/api/wallet/')).json()).data as {
    pendingReleases: { availableAt: string }[];
  };
  const days = await page.evaluate(
    (isos) =>
      isos.map((iso) =>
        new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(
          new Date(iso),
        ),
      ),
    wallet.pendingReleases.map((r) => r.availableAt),
  );
  // Released just now: available after the 5-day hold.
  const inFiveDays = Date.now() + 5 * 86_400_000;
  for (const r of wallet.pendingReleases)
    expect(Math.abs(Date.parse(r.availableAt) - inFiveDays)).toBeLessThan(10 * 60_000);

  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width > 800 ? 800 : 844 });
    await page.goto('/freelancer/wallet');
    await expect(page.getByRole('definition')).toHaveText(['$665.00', '$0.00', '$0.00', '$0.00']);
    const pending = page.getByRole('region', { name: 'When pending money becomes available' });
    await expect(pending.getByRole('listitem')).toHaveText([
      `$475.00 available on ${days[0]} · Design`,
      `$190.00 available on ${days[1]} · Design`,
    ]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }

  await expectCleanEverywhere(page, '/freelancer/wallet with pending amounts', async () => {
    await page.goto('/freelancer/wallet');
    await expect(page.getByText('$475.00 available on')).toBeVisible();
  });
});
