import { randomBytes } from 'node:crypto';
import { type APIRequestContext, type Browser, expect, test } from '@playwright/test';
import { createAccount, ownAddress, signedInAs, signInThroughApi } from '../../fixtures/auth';
import { ADMIN } from '../../fixtures/env';
import { postJobThroughApi } from '../../fixtures/jobs';
import { mailsTo, readFromMail } from '../../fixtures/mail';
import { completeProfileThroughApi } from '../../fixtures/profiles';

const DAY_MS = 86_400_000;
// Skills no other spec on the clock server posts, and a word only this run has: the job is the
// only new one that matches, so the mail names it alone.
const SKILLS = ['Django', 'PostgreSQL', 'Docker'];
const JOBS_MAIL = /^Subject: (\d+ new jobs? for you)$/m;

/** The admin's session on its own request context: moves the server's clock. */
async function adminRequest(browser: Browser) {
  const context = await browser.newContext();
  const login = await context.request.post('/api/auth/login', { data: ADMIN, headers: ownAddress() });
  expect(login.status()).toBe(200);
  return context.request;
}

/** Moves the server's clock on; the timed work that falls due (the weekly mail) runs before the answer. */
async function advance(admin: APIRequestContext, ms: number) {
  expect((await admin.post('/api/test/clock/advance', { data: { ms } })).status()).toBe(200);
}

/** A complete profile (so findable, and enrolled in the weekly mail a week from now) for `word` work. */
const saveProfile = (request: APIRequestContext, word: string) =>
  completeProfileThroughApi(request, {
    title: `Data engineer for ${word} pipelines`,
    overview: 'Django services, PostgreSQL schemas and Docker images, tested and documented.',
    skills: SKILLS,
    category: 'Data Science',
    hourlyRateCents: 6_000,
    country: 'DE',
    timeZone: 'Europe/Berlin',
    languages: [{ name: 'English', level: 'fluent' }],
  });

/** The kinds in the bell of the user signed in on `request`. */
async function bellKinds(request: APIRequestContext) {
  const res = await request.get('/api/notifications/');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: Array<{ kind: string }> }).data.map((n) => n.kind);
}

test('[JOBS FOR YOU]: a week after a matching job is published the freelancer gets the weekly mail naming it, and its link leads to the job; one who switched it off gets none', async ({
  browser,
  page,
}) => {
  test.slow(true, 'three accounts, a settings page and two moves of the clock, each running due timers');
  const word = `zq${randomBytes(4).toString('hex')}`;
  const admin = await adminRequest(browser);

  // Both save a profile that matches the job, and so are enrolled; one switches the mail off.
  const fred = await signedInAs(browser, 'freelancer', 'Fred Weekly', { withProfile: false });
  await saveProfile(fred.page.request, word);
  const olly = await signedInAs(browser, 'freelancer', 'Olly Optout', {
    withProfile: false,
    path: '/freelancer/settings/notifications',
  });
  await saveProfile(olly.page.request, word);
  const weekly = olly.page.getByRole('switch', {
    name: 'Email: Jobs for you: new jobs that match my profile, weekly',
  });
  await expect(weekly).toBeChecked();
  await weekly.click();
  await expect(weekly).not.toBeChecked();
  await expect
    .poll(async () => (await (await olly.page.request.get('/api/me/notification-settings')).json()).data)
    .toMatchObject({ email: { jobs_for_you: false } });

  // Two days into their first week a client publishes the job, on the server's (moved) clock.
  await advance(admin, 2 * DAY_MS);
  const client = await createAccount(page.request, 'client', 'Dana Data');
  const title = `Django and PostgreSQL pipelines for ${word} reports`;
  const jobId = await postJobThroughApi(page.request, client, {
    title,
    description: `Our ${word} reports need Django services over PostgreSQL, shipped as Docker images.`,
    category: 'Data Science',
    skills: SKILLS,
    budget: { type: 'hourly', minRateCents: 4_000, maxRateCents: 8_000 },
  });

  // The week is up (and a minute): the timers have run when the clock's answer comes.
  await advance(admin, 5 * DAY_MS + 60_000);
  expect(await readFromMail(fred.account.email, JOBS_MAIL)).toBe('1 new job for you');
  const listed = await readFromMail(
    fred.account.email,
    /Published this week and matching your profile, best match first:\s+(1\. [^\r\n]+)/,
  );
  expect(listed).toBe(`1. ${title}`);
  const link = await readFromMail(fred.account.email, /best match first:[\s\S]*?Open in Skillora: (\S+)/);
  expect(new URL(link).pathname + new URL(link).search).toBe('/freelancer/jobs?view=best');

  // The opted-out freelancer's timer ran in the same move: nothing in the bell, and no mail.
  await signInThroughApi(olly.page.request, olly.account);
  expect(await bellKinds(olly.page.request)).not.toContain('jobs_for_you');
  expect((await mailsTo(olly.account.email)).filter((mail) => JOBS_MAIL.test(mail))).toEqual([]);

  // The mail's link: Best matches, where the job is, and it opens.
  await signInThroughApi(fred.page.request, fred.account);
  expect(await bellKinds(fred.page.request)).toContain('jobs_for_you');
  await fred.page.goto(link);
  const best = fred.page.getByRole('list', { name: 'Best matches, best first' });
  await best.getByRole('link', { name: title }).click();
  await expect(fred.page).toHaveURL(new RegExp(`/freelancer/jobs/${jobId}$`));
  await expect(fred.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await fred.page.context().close();
  await olly.page.context().close();
});
