import { expect, type Page, test } from '@playwright/test';
import { signInAdminQuickly } from '../admin/helpers';
import { buildLongWordsWorld, LONG_FILE_NAME, type LongWordsWorld, PDF, WORDS } from './long-words';
import { ALL_WIDTHS, expectNoSidewaysScroll, expectWhollyShown, viewportOf } from './page-width';

/*
 * Issue 31: a long unbroken word in any field a person writes made pages wider than the screen
 * (a job description made the public job page ~70 000 px wide at 390 px). No user text may widen a
 * page from 320 to 1920 px. One set of data per worker; each test visits many pages at every width.
 */

let world: LongWordsWorld;
test.beforeAll(async ({ browser }) => {
  world = await buildLongWordsWorld(browser);
});

/** A page, and a long word it shows once its data is in. */
type Visit = { path: string; shows: string };

/**
 * Opens each page at the narrowest width, waits for its long word, and checks that nothing scrolls
 * sideways; then widens the same page through the other widths and checks again. A page is loaded
 * once, not once per width: the layout follows the window on a resize (CSS and the app's media
 * queries), and the narrowest width, where a long word does harm, is the one it is loaded at.
 */
async function visitAll(
  page: Page,
  visits: Visit[],
  more?: (page: Page, visit: Visit, width: number) => Promise<void>,
) {
  for (const visit of visits) {
    for (const [n, width] of ALL_WIDTHS.entries()) {
      await page.setViewportSize(viewportOf(width));
      if (n === 0) await page.goto(visit.path);
      await expect(page.getByText(visit.shows.slice(0, 40)).filter({ visible: true }).first()).toBeVisible();
      await expectNoSidewaysScroll(page, visit.path);
      await more?.(page, visit, width);
    }
  }
}

/** The page of /admin/reviews that lists the contract's reviews (other tests add theirs on top). */
async function adminReviewsPageOf(page: Page, contractId: string) {
  for (let n = 1; ; n += 1) {
    const res = await page.request.get(`/api/admin/reviews?page=${n}`);
    expect(res.status(), await res.text()).toBe(200);
    const body = (await res.json()) as { data: { contractId: string }[]; pages: number };
    if (body.data.some((r) => r.contractId === contractId)) return n;
    if (n >= body.pages) throw new Error(`no review of contract ${contractId} in /api/admin/reviews`);
  }
}

/** Signs the page in as one of the two, with the session the world was built with. */
async function signIn(page: Page, who: LongWordsWorld['client']) {
  await page.context().addCookies(who.cookies);
}

/** On a conversation, a 240-character file name picked for the next message leaves Send in its card. */
async function attachLongFileName(page: Page, visit: Visit, width: number) {
  if (!visit.path.includes('/messages/')) return;
  const picked = page.getByRole('list', { name: 'Files to send' });
  // Picked once, at the first width; the page then keeps it while it is resized.
  if ((await picked.count()) === 0) {
    await page.getByLabel('Files to attach').setInputFiles({
      name: LONG_FILE_NAME,
      mimeType: 'application/pdf',
      buffer: PDF,
    });
  }
  await expect(picked).toContainText(LONG_FILE_NAME);
  await expectNoSidewaysScroll(page, `${visit.path} with a file to send`);
  await expectWhollyShown(page.getByRole('button', { name: 'Send' }), `Send at ${width} px`);
}

test('[POLISH]: long words in a job, a proposal and a profile stay inside the public pages, Find Work and Find Talent', async ({
  page,
}) => {
  test.slow(true, 'eight pages at four widths');
  await visitAll(page, [
    { path: `/jobs/${world.openJobId}`, shows: WORDS.jobDescription },
    { path: `/jobs?q=${WORDS.jobTitle}`, shows: WORDS.jobTitle },
    { path: `/freelancers/${world.freelancer.id}`, shows: WORDS.portfolioDescription },
    { path: `/talent?q=${WORDS.profileTitle}`, shows: WORDS.profileTitle },
  ]);
  await signIn(page, world.freelancer);
  await visitAll(page, [
    { path: `/freelancer/jobs?q=${WORDS.jobTitle}`, shows: WORDS.jobTitle },
    { path: `/freelancer/jobs/${world.openJobId}`, shows: WORDS.coverLetter },
    { path: '/freelancer/profile', shows: WORDS.portfolioDescription },
    { path: '/freelancer/proposals', shows: WORDS.jobTitle },
  ]);
});

test('[POLISH]: long words stay inside the client’s job, contract, dispute and message pages', async ({
  page,
}) => {
  test.slow(true, 'ten pages at four widths, and a file picked on the conversation');
  await signIn(page, world.client);
  await visitAll(
    page,
    [
      { path: `/client/jobs/${world.openJobId}`, shows: WORDS.coverLetter },
      { path: '/client/home', shows: WORDS.jobTitle },
      { path: '/client/jobs', shows: WORDS.jobTitle },
      { path: `/client/contracts/${world.reviewed.contractId}`, shows: WORDS.reviewOfClient },
      { path: `/client/contracts/${world.disputed.contractId}`, shows: WORDS.milestoneTitle },
      { path: '/client/contracts', shows: WORDS.contractTitle },
      { path: `/client/disputes/${world.disputed.disputeId}`, shows: WORDS.answer },
      { path: `/client/messages/${world.reviewed.conversationId}`, shows: WORDS.message },
      { path: `/freelancers/${world.freelancer.id}`, shows: WORDS.reviewOfFreelancer },
      { path: `/talent?q=${WORDS.profileTitle}`, shows: WORDS.overview },
    ],
    attachLongFileName,
  );
});

test('[POLISH]: long words stay inside the freelancer’s contract, dispute, message and money pages', async ({
  page,
}) => {
  test.slow(true, 'eight pages at four widths, and a file picked on the conversation');
  await signIn(page, world.freelancer);
  await visitAll(
    page,
    [
      { path: `/freelancer/contracts/${world.reviewed.contractId}`, shows: WORDS.reply },
      { path: `/freelancer/contracts/${world.disputed.contractId}`, shows: WORDS.milestoneTitle },
      { path: '/freelancer/contracts', shows: WORDS.contractTitle },
      { path: `/freelancer/disputes/${world.disputed.disputeId}`, shows: WORDS.claim },
      { path: `/freelancer/messages/${world.reviewed.conversationId}`, shows: WORDS.message },
      { path: '/freelancer/offers', shows: WORDS.contractTitle },
      { path: '/freelancer/wallet', shows: WORDS.milestoneTitle },
      { path: '/freelancer/home', shows: WORDS.contractTitle },
    ],
    attachLongFileName,
  );
});

test('[POLISH]: long words stay inside the admin pages of the job, the contracts, the users, the dispute, the conversation, payments and reviews', async ({
  page,
}) => {
  test.slow(true, 'nine pages at four widths');
  await signInAdminQuickly(page);
  await visitAll(page, [
    { path: `/admin/jobs/${world.openJobId}`, shows: WORDS.jobDescription },
    { path: `/admin/contracts/${world.reviewed.contractId}`, shows: WORDS.milestoneTitle },
    { path: `/admin/contracts/${world.disputed.contractId}`, shows: WORDS.milestoneTitle },
    { path: `/admin/users/${world.client.id}`, shows: WORDS.jobTitle },
    { path: `/admin/users/${world.freelancer.id}`, shows: WORDS.freelancerName },
    { path: `/admin/disputes/${world.disputed.disputeId}`, shows: WORDS.answer },
    { path: `/admin/messages/${world.reviewed.conversationId}`, shows: WORDS.message },
    { path: `/admin/payments?user=${world.client.email}`, shows: WORDS.contractTitle },
    {
      path: `/admin/reviews?page=${await adminReviewsPageOf(page, world.reviewed.contractId)}`,
      shows: WORDS.contractTitle,
    },
  ]);
});
