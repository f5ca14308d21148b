import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import type { SignedIn } from '../../fixtures/auth';
import { catalogId } from '../../fixtures/catalog';
import { postJobThroughApi, proposeThroughApi } from '../../fixtures/jobs';
import { expectCleanEverywhere, WIDTHS } from '../polish/axe';
import { signedInAs } from './signed-in';

const tag = Date.now().toString(36);

async function ok(answer: Promise<import('@playwright/test').APIResponse>, status = 200) {
  const res = await answer;
  expect(res.status(), await res.text()).toBe(status);
  return ((await res.json()) as { data: { id: string; milestones?: { id: string }[] } }).data;
}

/**
 * Through the API: the client's job, the freelancer's proposal on it and, if asked, an offer of one
 * milestone, accepted, then funded, submitted and approved as far as `until` says.
 */
async function work(
  client: SignedIn,
  freelancer: SignedIn,
  title: string,
  until: 'proposal' | 'offer' | 'contract' | 'funded' | 'released',
  milestone = 'Design',
) {
  const jobId = await postJobThroughApi(client.page.request, client.account, { title });
  const proposalId = await proposeThroughApi(freelancer.page.request, jobId, 50_000);
  if (until === 'proposal') return { proposalId };
  const offer = await ok(
    client.page.request.post(`/api/client/proposals/${proposalId}/offer`, {
      data: { title, milestones: [{ title: milestone, amountCents: 50_000 }] },
    }),
    201,
  );
  if (until === 'offer') return { proposalId };
  const contract = await ok(freelancer.page.request.post(`/api/freelancer/offers/${offer.id}/accept`), 201);
  const base = `/api/contracts/${contract.id}/milestones/${contract.milestones![0]!.id}`;
  if (until === 'contract') return { proposalId };
  await ok(client.page.request.post(`${base}/fund`, { data: { paymentMethod: 'pm_card_visa' } }));
  if (until === 'funded') return { proposalId };
  await ok(freelancer.page.request.post(`${base}/submit`, { data: { message: 'Done, see the files' } }));
  await ok(client.page.request.post(`${base}/approve`));
  return { proposalId };
}

/** The rest of a complete profile (the fixture fills title, overview, skills, rate, country…). */
async function completeTheProfile(request: APIRequestContext) {
  const mine = (await (await request.get('/api/freelancer/profile')).json()).data;
  await ok(
    request.put('/api/freelancer/profile', {
      data: {
        title: mine.title,
        overview: mine.overview,
        skillIds: mine.skills.map((s: { _id?: string; id?: string }) => s._id ?? s.id),
        primaryCategoryId: await catalogId(request, 'categories', 'Web Development'),
        hourlyRateCents: mine.hourlyRateCents,
        country: mine.country,
        timeZone: mine.timeZone,
        languages: mine.languages,
      },
    }),
  );
  const png = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#3a6' } })
    .png()
    .toBuffer();
  await ok(
    request.post('/api/me/photo', {
      multipart: { file: { name: 'me.png', mimeType: 'image/png', buffer: png } },
    }),
  );
  await ok(request.post('/api/freelancer/portfolio', { data: { title: 'Bakery website' } }), 201);
}

const dashboard = (page: Page) => page.getByRole('region', { name: 'Your work at a glance' });

test('[AREAS]: below the pitch, a freelancer home shows the profile to finish, each contract’s next step, proposals and offers, and earnings', async ({
  browser,
}) => {
  test.slow(
    true,
    'five jobs, four offers and three contracts through the API, then two widths and two themes',
  );
  const client = await signedInAs(browser, 'client', 'Cyd Client');
  const freelancer = await signedInAs(browser, 'freelancer', 'Dana Dashboard');
  await work(client, freelancer, `Funded logo ${tag}`, 'funded', 'Design');
  await work(client, freelancer, `Unfunded site ${tag}`, 'contract', 'Build');
  await work(client, freelancer, `Released banner ${tag}`, 'released', 'Banner');
  await work(client, freelancer, `Offered menu ${tag}`, 'offer');
  const { proposalId } = await work(client, freelancer, `Shortlisted app ${tag}`, 'proposal');
  await ok(client.page.request.post(`/api/client/proposals/${proposalId}/shortlist`));
  const wallet = (await (await freelancer.page.request.get('/api/wallet/')).json()).data;
  const percent = (await (await freelancer.page.request.get('/api/freelancer/profile')).json()).data
    .completeness.percent;
  expect(percent).toBeLessThan(100);

  const page = freelancer.page;
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width > 800 ? 800 : 844 });
    await page.goto('/freelancer/home');
    // The spec's landing content stays first, the dashboard below it.
    await expect(
      page.getByRole('heading', { level: 1, name: 'Fire up your freelance career' }),
    ).toBeVisible();
    const faq = page.getByRole('heading', { name: 'Frequently asked questions' });
    await expect(dashboard(page)).toBeVisible();
    const faqBox = await faq.boundingBox();
    const dashboardBox = await dashboard(page).boundingBox();
    expect(dashboardBox!.y).toBeGreaterThan(faqBox!.y);

    const prompt = dashboard(page).getByRole('region', { name: `Your profile is ${percent}% complete` });
    await expect(prompt.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(percent));
    await expect(prompt).toContainText('Still missing: a photo, a primary category, a portfolio item.');
    await expect(prompt.getByRole('link', { name: 'Complete your profile' })).toHaveAttribute(
      'href',
      '/freelancer/profile',
    );

    const contracts = dashboard(page).getByRole('region', { name: 'Active contracts' });
    const row = (title: string) => contracts.getByRole('listitem').filter({ hasText: title });
    await expect(row(`Funded logo ${tag}`)).toContainText('Submit work on “Design”');
    await expect(row(`Unfunded site ${tag}`)).toContainText('Waiting for the client to fund “Build”');
    await expect(row(`Released banner ${tag}`)).toContainText(
      'Waiting for the client to add a milestone or end the contract',
    );
    await expect(row(`Funded logo ${tag}`)).toContainText('Cyd Client');

    const inPlay = dashboard(page).getByRole('region', { name: 'Proposals and offers' });
    await expect(inPlay.getByRole('link', { name: '1 proposal sent' })).toHaveAttribute(
      'href',
      '/freelancer/proposals?status=submitted',
    );
    await expect(inPlay.getByRole('link', { name: '1 proposal shortlisted' })).toHaveAttribute(
      'href',
      '/freelancer/proposals?status=shortlisted',
    );
    await expect(inPlay.getByRole('link', { name: '1 offer' })).toHaveAttribute('href', '/freelancer/offers');
    await expect(inPlay).toContainText('1 offer waiting for your answer');

    const earnings = dashboard(page).getByRole('region', { name: 'Earnings' });
    await expect(earnings.getByRole('definition')).toHaveText(['$475.00', '$0.00', '$475.00']);
    await expect(earnings.getByRole('term')).toHaveText(['Pending', 'Available', 'This month']);
    const day = await page.evaluate(
      (iso) =>
        new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(
          new Date(iso),
        ),
      wallet.pendingReleases[0].availableAt as string,
    );
    await expect(earnings).toContainText(`Next: $475.00 available on ${day}`);
    // Nothing is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }

  await expectCleanEverywhere(page, '/freelancer/home with its dashboard', async () => {
    await page.goto('/freelancer/home');
    await expect(dashboard(page).getByText('Submit work on “Design”')).toBeVisible();
    await expect(dashboard(page).getByText('Next: $475.00 available on')).toBeVisible();
  });

  // A step leads to its contract.
  await dashboard(page)
    .getByRole('link', { name: `Funded logo ${tag}` })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: `Funded logo ${tag}` })).toBeVisible();

  // Once the profile is complete, the prompt is gone.
  await completeTheProfile(page.request);
  await page.goto('/freelancer/home');
  await expect(dashboard(page).getByRole('region', { name: 'Active contracts' })).toBeVisible();
  await expect(dashboard(page).getByRole('progressbar')).toHaveCount(0);
  await expect(dashboard(page).getByText(/Your profile is \d+% complete/)).toHaveCount(0);
});

test('[AREAS]: a new freelancer’s dashboard says there is no contract yet and leads to Find Work', async ({
  browser,
}) => {
  const { page } = await signedInAs(browser, 'freelancer', 'Nina New');
  const contracts = dashboard(page).getByRole('region', { name: 'Active contracts' });
  await expect(contracts).toContainText('No active contracts yet.');
  await contracts.getByRole('link', { name: 'Find work' }).click();
  await expect(page).toHaveURL(/\/freelancer\/jobs$/);
  await page.goBack();
  const inPlay = dashboard(page).getByRole('region', { name: 'Proposals and offers' });
  await expect(inPlay.getByRole('link')).toHaveText([
    '0 proposals sent',
    '0 proposals shortlisted',
    '0 offers',
  ]);
  await expect(dashboard(page).getByRole('region', { name: 'Earnings' }).getByRole('definition')).toHaveText([
    '$0.00',
    '$0.00',
    '$0.00',
  ]);
});
