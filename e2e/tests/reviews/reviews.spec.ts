import { expect, type Page, test } from '@playwright/test';
import { fundedContract } from '../../fixtures/contracts';
import { signInAdminQuickly } from '../admin/helpers';
import { signedInAs } from '../areas/signed-in';
import { expectCleanAsItIs, expectCleanEverywhere } from '../polish/axe';

const TAG = Date.now().toString(36);
const TITLE = `Review journey ${TAG}`;
const CLIENT = `Cleo ${TAG}`;
const FREELANCER = `Fay ${TAG}`;
const BY_FREELANCER = 'Clear brief, quick answers, and the payment came the day I finished.';
const BY_CLIENT = 'Good pages and sound advice on the layout; one page came a day late.';
const REPLY = 'Thank you: the late page waited on the final texts.';

const reviewSection = (page: Page) => page.getByRole('region', { name: 'Review', exact: true });

/** Picks `stars` in the radio group of one criterion. */
async function rate(page: Page, criterion: string, stars: number) {
  await page
    .getByRole('radiogroup', { name: criterion, exact: true })
    .getByRole('radio', { name: `${stars} star${stars === 1 ? '' : 's'}`, exact: true })
    .check();
}

async function writeReview(page: Page, ratings: Record<string, number>, comment: string) {
  for (const [criterion, stars] of Object.entries(ratings)) await rate(page, criterion, stars);
  await page.getByLabel('Public comment').fill(comment);
  await page
    .getByRole('radiogroup', { name: 'Would you work with them again?' })
    .getByRole('radio', { name: 'Yes' })
    .check();
  await page.getByRole('button', { name: 'Send review' }).click();
}

test('[REVIEWS]: both sides of a paid contract review each other blind, then see both; the rating shows on the profile and the job page', async ({
  browser,
}) => {
  test.slow();
  const client = await signedInAs(browser, 'client', CLIENT);
  const freelancer = await signedInAs(browser, 'freelancer', FREELANCER);
  const { contractId } = await fundedContract(client, freelancer, {
    title: TITLE,
    amountCents: 50_000,
    submitted: true,
  });
  const c = client.page;
  const f = freelancer.page;

  // The client releases the money and ends the contract: both may now review the other.
  await c.goto(`/client/contracts/${contractId}`);
  const milestone = c.getByRole('listitem', { name: /^Milestone 1:/ });
  await milestone.getByRole('button', { name: 'Approve and release' }).click();
  await c
    .getByRole('dialog', { name: `Release $500.00 to ${FREELANCER}?` })
    .getByRole('button', { name: 'Release $500.00' })
    .click();
  await expect(milestone).toContainText('Released');
  await c.getByRole('button', { name: 'End contract' }).click();
  await c
    .getByRole('dialog', { name: `End your contract with ${FREELANCER}?` })
    .getByRole('button', { name: 'End contract' })
    .click();
  await expect(reviewSection(c).getByRole('button', { name: 'Send review' })).toBeVisible();

  // The freelancer reviews first; a missing answer is named before anything is sent.
  const freelancerPath = `/freelancer/contracts/${contractId}`;
  await expectCleanEverywhere(f, 'the review form', async () => {
    await f.goto(freelancerPath);
    await expect(reviewSection(f).getByRole('button', { name: 'Send review' })).toBeVisible();
  });
  await f.setViewportSize({ width: 1366, height: 800 });
  await f.getByRole('button', { name: 'Send review' }).click();
  await expect(reviewSection(f).getByText('Give an overall rating')).toBeVisible();
  await f.getByLabel('Public comment').fill(BY_FREELANCER);
  await expect(f.getByText(`${BY_FREELANCER.length} / 2,000 characters`)).toBeVisible();
  await writeReview(
    f,
    { 'Clarity of requirements': 5, Communication: 5, 'Payment promptness': 5, 'Overall rating': 5 },
    BY_FREELANCER,
  );
  await expect(reviewSection(f).getByRole('article', { name: `Your review of ${CLIENT}` })).toContainText(
    BY_FREELANCER,
  );
  await expect(reviewSection(f)).toContainText(
    new RegExp(
      `${CLIENT}’s review of you shows when both reviews are in, or when the review window closes on [A-Z][a-z]{2} \\d{1,2}, \\d{4}\\.`,
    ),
  );

  // The client sees that it is in, not what it says, until theirs is in too.
  await c.reload();
  await expect(reviewSection(c)).toContainText(`${FREELANCER} has reviewed you: send yours to see theirs.`);
  await expect(c.getByText(BY_FREELANCER)).toHaveCount(0);
  await writeReview(
    c,
    { 'Quality of work': 5, Communication: 5, 'Meeting deadlines': 4, Expertise: 5, 'Overall rating': 4 },
    BY_CLIENT,
  );
  await expect(
    reviewSection(c).getByRole('article', { name: `${FREELANCER}’s review of you` }),
  ).toContainText(BY_FREELANCER);
  await expect(reviewSection(c).getByRole('article', { name: `Your review of ${FREELANCER}` })).toContainText(
    BY_CLIENT,
  );

  // Both in: the freelancer sees both, and replies once to the review of them.
  await f.reload();
  const aboutMe = reviewSection(f).getByRole('article', { name: `${CLIENT}’s review of you` });
  await expect(aboutMe).toContainText(BY_CLIENT);
  await expect(aboutMe.getByRole('img', { name: 'Overall rating: 4 out of 5 stars' })).toBeVisible();
  await aboutMe.getByLabel('Your public reply').fill(REPLY);
  await aboutMe.getByRole('button', { name: 'Post reply' }).click();
  await expect(aboutMe).toContainText(`Reply from ${FREELANCER}`);
  await expect(aboutMe.getByRole('button', { name: 'Post reply' })).toHaveCount(0);
  await expect(reviewSection(f).getByRole('article')).toHaveCount(2);
  await expectCleanAsItIs(f, 'the contract with both reviews');

  // The freelancer's public profile: one counterparty is no score yet, the rating and the review.
  await expectCleanEverywhere(f, 'the public profile with a review', async () => {
    await f.goto(`/freelancers/${freelancer.account.id}`);
    await expect(f.getByRole('listitem', { name: `Review for ${TITLE}` })).toBeVisible();
  });
  await expect(f.getByText('New: no score yet')).toBeVisible();
  await expect(f.getByRole('img', { name: '4 out of 5 stars', exact: true })).toBeVisible();
  await expect(f.getByText('(1 review)')).toBeVisible();
  const listed = f.getByRole('listitem', { name: `Review for ${TITLE}` });
  await expect(listed).toContainText(BY_CLIENT);
  await expect(listed).toContainText('$250–$1K');
  await expect(listed).toContainText(`by ${CLIENT}`);
  await expect(listed).toContainText(REPLY);

  // The client's record on their job's page, as a freelancer reads it.
  const contract = await (await c.request.get(`/api/contracts/${contractId}`)).json();
  const jobPath = `/freelancer/jobs/${contract.data.job.id}`;
  const aboutClient = f.getByRole('region', { name: 'About the client' });
  await expectCleanEverywhere(f, "the job page with the client's record", async () => {
    await f.goto(jobPath);
    await expect(aboutClient.getByText('Payment verified')).toBeVisible();
  });
  await expect(aboutClient.getByRole('img', { name: '5 out of 5 stars' })).toBeVisible();
  await expect(aboutClient.getByText('(1 review)')).toBeVisible();
  await expect(aboutClient.getByRole('definition').filter({ hasText: '%' })).toHaveText('100%');

  // Find Talent, sorted by rating with 4 stars and up: the freelancer is there with the rating (the
  // search's copy follows the review through the outbox, so the page is read until it shows).
  const card = c.getByRole('article').filter({ hasText: FREELANCER });
  await expect(async () => {
    await c.goto('/talent?sort=rating_desc&minRating=4');
    await expect(card).toContainText('Rated 4 out of 5 (1 review)', { timeout: 1_000 });
  }).toPass();
  await expect(c.getByRole('combobox', { name: 'Sort by' })).toHaveValue('rating_desc');

  // The published formula, and the freelancer's own inputs to it.
  await expectCleanEverywhere(f, '/reputation with one’s inputs', async () => {
    await f.goto('/reputation');
    await expect(
      f.getByRole('region', { name: 'Your inputs' }).getByRole('cell', { name: TITLE }),
    ).toBeVisible();
  });
  await expect(f.getByRole('row', { name: new RegExp(TITLE) })).toContainText('Counted');
  await expect(f.getByRole('row', { name: new RegExp(TITLE) })).toContainText('4 of 5');

  // An admin hides the client's review with a reason: it leaves the profile and the rating.
  const admin = await (await browser.newContext()).newPage();
  await signInAdminQuickly(admin);
  await admin.goto('/admin/reviews');
  await admin.getByRole('button', { name: `Hide review by ${CLIENT} of ${FREELANCER}` }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Hide review', exact: true }).click();
  await expect(dialog.getByText('Give the reason for hiding this review')).toBeVisible();
  await dialog.getByLabel('Reason (both parties read it)').fill('It names a third person who took no part.');
  await dialog.getByRole('button', { name: 'Hide review', exact: true }).click();
  await expect(admin.getByRole('row', { name: new RegExp(`${CLIENT} about ${FREELANCER}`) })).toContainText(
    'Hidden: It names a third person who took no part.',
  );
  await expect(dialog).toBeHidden();
  await expectCleanAsItIs(admin, '/admin/reviews');
  await f.goto(`/freelancers/${freelancer.account.id}`);
  await expect(f.getByText('No reviews yet.')).toBeVisible();
  await expect(f.getByText('No ratings yet')).toBeVisible();
});
