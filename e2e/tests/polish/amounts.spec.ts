import { expect, type Page, test } from '@playwright/test';
import { fundedContract } from '../../fixtures/contracts';
import { signInAdminQuickly } from '../admin/helpers';
import { signedInAs } from '../areas/signed-in';
import { WIDTHS } from './axe';
import { viewportOf } from './page-width';

/*
 * Issue 31: amounts on Admin Payments wrapped mid-number at 1366 px ("$1,5" above "00.00"). Every
 * amount shown reads on one line, wherever it is and however narrow its column.
 */

/** Each amount on the page ("$1,500.00", "-$25", "$40 /hr"'s "$40") that the page breaks over lines. */
function amountsOnMoreThanOneLine(page: Page) {
  return page.evaluate(() => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of (node.textContent ?? '').matchAll(/-?\$\d[\d,]*(?:\.\d\d)?/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set(Array.from(range.getClientRects(), (r) => Math.round(r.bottom)));
        if (lines.size > 1) broken.push(`${match[0]} on ${lines.size} lines`);
      }
    }
    return broken;
  });
}

/** Waits until the page shows `amount` somewhere, then checks that no amount on it is broken. */
async function expectAmountsWhole(page: Page, amount: string, what: string) {
  await expect(page.getByText(amount).filter({ visible: true }).first()).toBeVisible();
  expect(await amountsOnMoreThanOneLine(page), `amounts broken over lines on ${what}`).toEqual([]);
}

test('[POLISH]: every amount on Admin Payments and in the wallet reads on one line, at 1366 and 390 px', async ({
  browser,
  page,
}) => {
  test.slow(true, 'two contracts made, two pages at two widths');
  const tag = Date.now().toString(36);
  const client = await signedInAs(browser, 'client', `Bartholomew Featherstonehaugh ${tag}`);
  const freelancer = await signedInAs(browser, 'freelancer', `Maximiliana Wolkenstein-Trostburg ${tag}`);
  // Titles as long as people write them: the contract and milestone column takes the room.
  for (const [title, amountCents] of [
    [`Online shop redesign for a family bakery in Leeds, with a faster checkout ${tag}`, 1_234_567],
    [`Booking system for a physiotherapy practice with three treatment rooms ${tag}`, 987_650],
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

  await signInAdminQuickly(page);
  for (const width of WIDTHS) {
    await page.setViewportSize(viewportOf(width));
    await page.goto(`/admin/payments?user=${encodeURIComponent(freelancer.account.email)}`);
    await expectAmountsWhole(page, '$9,382.68', `/admin/payments at ${width} px`);

    await freelancer.page.setViewportSize(viewportOf(width));
    await freelancer.page.goto('/freelancer/wallet');
    await expectAmountsWhole(freelancer.page, '$11,728.39', `/freelancer/wallet at ${width} px`);
  }
});
