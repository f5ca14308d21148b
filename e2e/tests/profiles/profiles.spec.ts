import { type Browser, expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { logInThroughUi, signUpThroughApi } from '../../fixtures/auth';
import { expectNoViolationsInTheme as expectNoViolations, switchThemeInPlace } from '../../fixtures/axe';
import { postJobThroughApi } from '../../fixtures/jobs';

const THEMES = ['light', 'dark'] as const;
const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 360, height: 740 },
] as const;

/**
 * Checks the page in both themes, at desktop and phone width. It is loaded again once, in the light
 * theme (what `ready` checks is then what the server kept), and then switched to dark with its own
 * toggle and resized in place: a new load per theme and width only read the same state again.
 */
async function checkEverywhere(page: Page, what: string, ready: () => Promise<void>) {
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
  await page.setViewportSize({ width: SIZES[0].width, height: SIZES[0].height });
  await page.reload();
  await ready();
  for (const theme of THEMES) {
    if (theme === 'dark')
      expect(await switchThemeInPlace(page, 'dark'), `a theme toggle on ${what}`).toBe(true);
    for (const size of SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height });
      if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/dark/);
      else await expect(page.locator('html')).not.toHaveClass(/dark/);
      await expectNoViolations(page, `${what} (${theme}, ${size.name})`);
    }
  }
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
  await page.setViewportSize({ width: 1280, height: 800 });
}

const png = (width: number, height: number, r: number) =>
  sharp({ create: { width, height, channels: 3, background: { r, g: 140, b: 90 } } })
    .png()
    .toBuffer();

async function newSide(browser: Browser) {
  const context = await browser.newContext();
  return { context, page: await context.newPage() };
}

test('[PROFILES]: a freelancer fills the profile with a photo and a portfolio item; the client opens it from a proposal', async ({
  browser,
}) => {
  test.slow();
  const client = await newSide(browser);
  const clientAccount = await signUpThroughApi(client.page, 'client', 'Cora Client');
  const jobId = await postJobThroughApi(client.page.request, clientAccount, { title: 'Profile check job' });

  // A new freelancer without a profile is told on the job page, refused if they send anyway, and
  // linked to the profile page.
  const freelancer = await newSide(browser);
  const me = await signUpThroughApi(freelancer.page, 'freelancer', 'Pia Profile', { withProfile: false });
  const page = freelancer.page;
  await logInThroughUi(page, me.email, me.password);
  await expect(page).toHaveURL(/\/freelancer\/home$/);
  await page.goto(`/freelancer/jobs/${jobId}`);
  await expect(
    page.getByText('Proposals need a title, overview, skills and rate on your profile.'),
  ).toBeVisible();
  await page
    .getByLabel('Cover letter')
    .fill('I have drawn many brand kits like this one and would love to help with yours.');
  await page.getByLabel('Your bid (total, USD)').fill('1200');
  await page.getByLabel('Estimated duration').selectOption({ label: 'Less than 1 month' });
  await page.getByRole('button', { name: 'Send proposal' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Complete your profile before sending proposals: add a professional title, an overview, skills, an hourly rate.',
  );
  await page.getByRole('link', { name: 'Complete your profile' }).click();
  await expect(page).toHaveURL(/\/freelancer\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Profile completeness' })).toHaveAttribute(
    'aria-valuenow',
    '0',
  );

  // The details.
  await page.getByLabel('Professional title').fill('Illustrator and brand designer');
  await page
    .getByLabel('Overview', { exact: true })
    .fill('I draw logos and brand kits for small shops.\n\nSee my work at https://example.com/pia');
  await page.getByLabel('Primary category').selectOption({ label: 'Graphic Design' });
  await page.getByRole('checkbox', { name: 'Figma', exact: true }).check();
  await page.getByRole('checkbox', { name: 'React', exact: true }).check();
  await page.getByLabel('Hourly rate').fill('65');
  await page.getByLabel('Country').selectOption({ label: 'Portugal' });
  await page.getByLabel('Time zone').selectOption('Europe/Lisbon');
  await page.getByRole('button', { name: 'Add a language' }).click();
  await page.getByLabel('Language 1', { exact: true }).fill('English');
  await page.getByLabel('Level of language 1', { exact: true }).selectOption({ label: 'Fluent' });
  // Work history and studies; a job that ends before it starts is refused at its field.
  await page.getByRole('button', { name: 'Add employment' }).click();
  const job = page.getByRole('group', { name: 'Job 1' });
  await job.getByLabel('Company').fill('Studio Norte');
  await job.getByLabel('Role').fill('Brand designer');
  await job.getByLabel('From (year)').fill('2019');
  await job.getByLabel('To (year)').fill('2017');
  await job.getByLabel('What you did').fill('Identities for restaurants and shops.');
  await page.getByRole('button', { name: 'Add education' }).click();
  const school = page.getByRole('group', { name: 'School 1' });
  await school.getByLabel('School').fill('Porto School of Arts');
  await school.getByLabel('Degree or course').fill('BA Communication Design');
  await school.getByLabel('From (year)').fill('2014');
  await school.getByLabel('To (year)').fill('2017');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(job.getByLabel('To (year)')).toHaveAccessibleDescription(
    /The end year must not be before the start year/,
  );
  await job.getByLabel('To (year)').fill('');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();
  await expect(page.getByText('You can send proposals.')).toBeVisible();

  // A photo: a PNG, which the account menu shows at once.
  await page.getByLabel('Upload a photo').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: await png(800, 600, 200),
  });
  await expect(page.getByText('Photo updated')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu' }).locator('img')).toHaveAttribute(
    'src',
    /^\/api\/files\/[0-9a-f-]{36}$/,
  );

  // A portfolio item with an image.
  await page.getByLabel('Project title').fill('Corner café rebrand');
  await page.getByLabel('Project description').fill('Logo, menu boards and cups for a café.');
  await page.getByLabel('Project link').fill('https://example.com/cafe');
  await page.getByRole('button', { name: 'Add item' }).click();
  await expect(page.getByRole('article', { name: 'Corner café rebrand' })).toBeVisible();
  await page.getByLabel('Add an image to Corner café rebrand').setInputFiles({
    name: 'cafe.jpg',
    mimeType: 'image/jpeg',
    buffer: await png(1600, 1000, 90),
  });
  await expect(page.getByRole('img', { name: 'Corner café rebrand (1 of 1)' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Profile completeness' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  await checkEverywhere(page, '/freelancer/profile', async () => {
    await expect(page.getByRole('img', { name: 'Corner café rebrand (1 of 1)' })).toBeVisible();
  });

  // The proposal goes through now.
  const sent = await page.request.post(`/api/freelancer/jobs/${jobId}/proposals`, {
    data: {
      coverLetter: 'I have drawn many brand kits like this one and would love to help with yours.',
      bidCents: 120_000,
      duration: '1_to_3_months',
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  // The client sees who proposes, and opens the profile from the proposal.
  const cpage = client.page;
  await logInThroughUi(cpage, clientAccount.email, clientAccount.password);
  await expect(cpage).toHaveURL(/\/client\/home$/);
  await cpage.goto(`/client/jobs/${jobId}`);
  const card = cpage.getByRole('article', { name: 'Proposal from Pia Profile' });
  await expect(card.getByText('Illustrator and brand designer · $65/hr')).toBeVisible();
  await expect(card.locator('img')).toHaveAttribute('src', /^\/api\/files\//);
  await checkEverywhere(cpage, '/client/jobs/:id with a proposal card', async () => {
    await expect(cpage.getByRole('article', { name: 'Proposal from Pia Profile' })).toBeVisible();
  });
  await cpage.getByRole('link', { name: 'Pia Profile' }).click();
  await expect(cpage).toHaveURL(/\/freelancers\/[0-9a-f-]{36}$/);
  await expect(cpage.getByRole('heading', { level: 1, name: 'Pia Profile' })).toBeVisible();
  await expect(cpage.getByText('Illustrator and brand designer')).toBeVisible();
  await expect(cpage.getByText('$65/hr')).toBeVisible();
  await expect(cpage.getByRole('list', { name: 'Skills' })).toContainText('Figma');
  await expect(cpage.getByRole('link', { name: 'https://example.com/pia' })).toBeVisible();
  await expect(cpage.getByRole('img', { name: 'Corner café rebrand (1 of 1)' })).toBeVisible();
  await expect(cpage.getByText('No earnings yet')).toBeVisible();
  const history = cpage.getByRole('region', { name: 'Experience and education' });
  await expect(history).toContainText('Brand designer, Studio Norte (2019–now)');
  await expect(history).toContainText('Identities for restaurants and shops.');
  await expect(history).toContainText('BA Communication Design, Porto School of Arts (2014–2017)');
  await checkEverywhere(cpage, '/freelancers/:id', async () => {
    await expect(cpage.getByRole('heading', { level: 1, name: 'Pia Profile' })).toBeVisible();
  });

  // The client's own profile: saved, and shown on the job page's 'About the client'.
  await cpage.goto('/client/profile');
  await cpage.getByLabel('Company name').fill('Cora Coffee');
  await cpage.getByLabel('Location', { exact: true }).fill('Porto, Portugal');
  await cpage.getByLabel('Website', { exact: true }).fill('https://example.com/cora');
  await cpage.getByLabel('About', { exact: true }).fill('A café chain.\nOur menu: https://example.com/menu');
  await cpage.getByRole('button', { name: 'Save profile' }).click();
  await expect(cpage.getByText('Profile saved')).toBeVisible();
  await checkEverywhere(cpage, '/client/profile', async () => {
    await expect(cpage.getByLabel('Company name')).toHaveValue('Cora Coffee');
  });
  await page.goto(`/freelancer/jobs/${jobId}`);
  const about = page.getByRole('region', { name: 'About the client' });
  await expect(about).toContainText('Cora Coffee');
  await expect(about).toContainText('Porto, Portugal');
  await expect(about).toContainText('1 job posted · 0 hires');
  await expect(about).toContainText('A café chain.');
  await expect(about.getByRole('link', { name: 'example.com/cora' })).toHaveAttribute(
    'href',
    'https://example.com/cora',
  );
  await expect(about.getByRole('link', { name: 'https://example.com/menu' })).toBeVisible();

  await client.context.close();
  await freelancer.context.close();
});
