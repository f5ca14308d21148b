import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { signInThroughApi, signUpThroughApi } from '../../fixtures/auth';
import { expectNoViolationsInBothThemes } from '../../fixtures/axe';
import { catalogId } from '../../fixtures/catalog';
import { postJobThroughApi } from '../../fixtures/jobs';
import { completeProfileThroughApi } from '../../fixtures/profiles';

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 740 },
] as const;

/**
 * A freelancer who fills a complete profile through the API (title, overview, skills, rate,
 * category), signed in on `request`; `word` is a word of the title only they have.
 */
async function freelancerWithProfile(page: Page, request: APIRequestContext, name: string, word: string) {
  const account = await signUpThroughApi(page, 'freelancer', name);
  await signInThroughApi(request, account);
  await completeProfileThroughApi(request, {
    title: `Brand designer ${word}`,
    overview: 'I design logos and brand books for small companies.\n\nTwelve years, forty happy clients.',
    skills: ['Figma'],
    category: 'Graphic Design',
    hourlyRateCents: 4_500,
    country: 'PT',
    timeZone: 'Europe/Lisbon',
    languages: [{ name: 'English', level: 'fluent' }],
  });
  const me = (await (await request.get('/api/auth/me')).json()) as { user: { id: string } };
  return { ...account, id: me.user.id };
}

const uniqueWord = () => `zq${randomBytes(4).toString('hex')}`;

test('[TALENT]: a visitor finds a freelancer from a landing-page category tile and opens the profile', async ({
  page,
  browser,
}) => {
  test.slow(true, 'a sign-up with a profile, then the landing page and the search');
  const side = await browser.newContext();
  const word = uniqueWord();
  const freelancer = await freelancerWithProfile(await side.newPage(), side.request, 'Tala Tile', word);
  await side.close();

  await page.goto('/');
  const tile = page
    .getByRole('region', { name: 'Browse Talent by Category' })
    .getByRole('link', { name: 'Graphic Design' });
  const graphicDesign = await catalogId(page.request, 'categories', 'Graphic Design');
  await expect(tile).toHaveAttribute('href', `/talent?categoryId=${graphicDesign}`);
  await tile.click();
  await expect(page).toHaveURL(new RegExp(`/talent\\?categoryId=${graphicDesign}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Find talent' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue(graphicDesign);

  // Narrowed to this freelancer by a word of their title; the filter stays, both in the URL.
  await page.getByLabel('Search freelancers').fill(word);
  await page.getByLabel('Search freelancers').press('Enter');
  await expect(page).toHaveURL(
    new RegExp(`categoryId=${graphicDesign}.*q=${word}|q=${word}.*categoryId=${graphicDesign}`),
  );
  await expect(page.getByRole('status')).toHaveText('1 freelancer found');
  const card = page.getByRole('article').filter({ hasText: 'Tala Tile' });
  await expect(card.getByText(`Brand designer ${word}`)).toBeVisible();
  await expect(card.getByText('$45 /hr')).toBeVisible();
  await expect(card.getByText('Portugal')).toBeVisible();
  await expect(card.getByRole('list', { name: 'Skills of Tala Tile' })).toHaveText('Figma');

  await card.getByRole('link', { name: 'Tala Tile' }).click();
  await expect(page).toHaveURL(new RegExp(`/freelancers/${freelancer.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Tala Tile' })).toBeVisible();
});

test('[TALENT]: filters and sort live in the URL, and a search with no match says so and clears', async ({
  page,
}) => {
  await page.goto(`/talent?q=${uniqueWord()}&country=PT&sort=rate_desc`);
  await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('PT');
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('rate_desc');
  await expect(page.getByText('No freelancers match your search')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await expect(page).not.toHaveURL(/country=/);
  // A hand-edited URL gets the server's own words.
  await page.goto('/talent?minRateCents=ten');
  await expect(page.getByRole('alert')).toHaveText('Minimum rate must be a number of cents');
});

test('[TALENT]: a client invites a freelancer to a job, and the freelancer sees it and can propose', async ({
  page,
  browser,
}) => {
  test.slow(true, 'two accounts, a job, and both sides of the invitation');
  const side = await browser.newContext();
  const freelancer = await freelancerWithProfile(
    await side.newPage(),
    side.request,
    'Ivo Invited',
    uniqueWord(),
  );
  const client = await signUpThroughApi(page, 'client', 'Cleo Client');
  const jobTitle = `Brand book for a bakery ${uniqueWord()}`;
  const jobId = await postJobThroughApi(page.request, client, {
    title: jobTitle,
    category: 'Graphic Design',
    skills: ['Figma'],
  });
  // The client (signed in on this page by postJobThroughApi) invites from the public profile.
  await page.goto(`/freelancers/${freelancer.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Ivo Invited' })).toBeVisible();
  await page.getByRole('button', { name: 'Invite to job' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite Ivo Invited to a job' });
  await expect(dialog.getByRole('combobox', { name: 'Job' })).toHaveValue(jobId);
  await dialog.getByRole('textbox', { name: 'Message (optional)' }).fill('Your brand books are lovely.');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Ivo Invited was invited to ${jobTitle}`)).toBeVisible();
  await expect(dialog).toBeHidden();
  // Twice: the dialog says why not.
  await page.getByRole('button', { name: 'Invite to job' }).click();
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('You already invited Ivo Invited to this job');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  const freelancerPage = await side.newPage();
  await freelancerPage.goto('/freelancer/home');
  await freelancerPage.getByRole('button', { name: 'Find Work' }).click();
  await freelancerPage.getByRole('menuitem', { name: 'Invitations' }).click();
  await expect(freelancerPage.getByRole('heading', { level: 1, name: 'Invitations' })).toBeVisible();
  const card = freelancerPage.getByRole('article').filter({ hasText: jobTitle });
  await expect(card.getByText('Cleo Client invited you')).toBeVisible();
  await expect(card.getByText('Your brand books are lovely.')).toBeVisible();
  await card.getByRole('link', { name: 'View job and propose' }).click();
  await expect(freelancerPage).toHaveURL(new RegExp(`/freelancer/jobs/${jobId}$`));
  await expect(freelancerPage.getByRole('heading', { level: 1, name: jobTitle })).toBeVisible();
  await side.close();
});

// One load per page serves both themes: every rule in the light one, then the colour rules in the dark
// one after the page's own toggle (ADR 005).
for (const viewport of VIEWPORTS) {
  test(`[TALENT]: Find Talent and the invitations page have no axe violations in both themes (${viewport.name})`, async ({
    page,
    browser,
  }) => {
    test.slow(true, 'two accounts, a job and ten axe runs');
    const side = await browser.newContext();
    const freelancer = await freelancerWithProfile(
      await side.newPage(),
      side.request,
      'Axa Axe',
      uniqueWord(),
    );
    const client = await signUpThroughApi(page, 'client', 'Axel Client');
    const jobId = await postJobThroughApi(page.request, client, { title: `Axe job ${uniqueWord()}` });
    await page.request.post(`/api/client/jobs/${jobId}/invitations`, {
      data: { freelancerId: freelancer.id },
    });
    await page.request.post('/api/auth/logout');

    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto('/talent?q=brand+designer');
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectNoViolationsInBothThemes(page, `/talent with results (${viewport.name})`);
    if (viewport.name === 'phone') {
      await page.getByRole('button', { name: /^Filters/ }).click();
      await expect(page.getByRole('combobox', { name: 'Country' })).toBeVisible();
      await expectNoViolationsInBothThemes(page, `/talent with the filters open (${viewport.name})`);
    }
    await page.goto(`/talent?q=${uniqueWord()}`);
    await expect(page.getByText('No freelancers match your search')).toBeVisible();
    await expectNoViolationsInBothThemes(page, `/talent, no match (${viewport.name})`);

    const freelancerPage = await side.newPage();
    await freelancerPage.setViewportSize({ width: viewport.width, height: viewport.height });
    await freelancerPage.goto('/freelancer/invitations');
    await expect(freelancerPage.getByRole('link', { name: 'View job and propose' })).toBeVisible();
    await expectNoViolationsInBothThemes(freelancerPage, `/freelancer/invitations (${viewport.name})`);
    await side.close();
  });
}
