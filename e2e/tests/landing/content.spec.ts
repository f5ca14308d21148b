import { expect, type Locator, test } from '@playwright/test';

const CATEGORIES = [
  'Web Development',
  'Graphic Design',
  'Content Writing',
  'Digital Marketing',
  'App Development',
  'UI/UX Design',
  'Video Editing',
  'Data Science',
];

const top = async (locator: Locator) => (await locator.boundingBox())!.y;

test('[LANDING]: the seven sections show the spec texts, in the spec order', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');

  // 1. Top bar
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Skillora home' })).toBeVisible();
  const nav = header.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link')).toHaveText(['Home', 'Find Talent', 'Find Work', 'About Us']);
  await expect(header.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Signup' })).toBeVisible();

  // 2. Hero
  const headline = page.getByRole('heading', {
    level: 1,
    name: 'We connect people to bring projects to life',
  });
  await expect(headline).toBeVisible();
  await expect(
    page.getByText(
      'Find high-quality talent or open jobs with the help of AI tools that keep you in control.',
    ),
  ).toBeVisible();
  await expect(page.getByPlaceholder('Search by role, skills, or keywords')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeVisible();
  const carousel = page.getByRole('region', { name: 'Ways to work on Skillora' });
  await expect(carousel.getByRole('group')).toHaveAccessibleName('1 of 3');
  await expect(carousel.getByRole('group')).toContainText('Project Collaboration');

  // 3. Card
  const card = page.getByRole('region', { name: "Up your work game, it's easy" });
  await expect(card.getByRole('img')).toHaveAccessibleName(/freelancer profiles/);
  for (const bullet of [
    'No cost to join',
    'Post a job and hire top talent',
    'Work without breaking the bank',
  ]) {
    await expect(card.getByText(bullet, { exact: true })).toBeVisible();
  }
  await expect(card.getByRole('link', { name: 'Get started' })).toBeVisible();

  // 4. Categories: eight tiles, each a link to Find Talent
  const categories = page.getByRole('region', { name: 'Browse Talent by Category' });
  await expect(
    categories.getByText(
      'Discover skilled professionals across various domains to bring your projects to life',
    ),
  ).toBeVisible();
  await expect(categories.getByRole('listitem')).toHaveText(CATEGORIES);
  await expect(categories.getByRole('link')).toHaveText(CATEGORIES);
  for (const link of await categories.getByRole('link').all()) {
    await expect(link).toHaveAttribute('href', /^\/talent\?(categoryId=[0-9a-f-]{36}|q=.+)$/);
  }

  // 5. Why People Choose Us: four cards, with the spec's claims
  const why = page.getByRole('region', { name: 'Why People Choose Us' });
  await expect(why.getByRole('heading', { level: 3 })).toHaveText([
    'Value',
    'Security',
    'Credibility',
    'Flexibility',
  ]);
  await expect(why).toContainText('SafePay');
  await expect(why).toContainText('lowest in the industry');
  await expect(why).toContainText('own schedule');

  // 6. Ten company logos, repeated twice (the copy is hidden from assistive tech)
  const logos = page.getByRole('region', { name: 'Trusted by thousands of freelancers and businesses' });
  await expect(logos.getByRole('img')).toHaveCount(10);
  await expect(logos.locator('li')).toHaveCount(20);

  // 7. Footer
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('heading', { level: 2 })).toHaveText([
    'Help & Support',
    'Follow us on',
    'About us',
    'Contact us',
  ]);
  for (const [item, href] of [
    ['Blog', '/blog'],
    ['Feedback', '/feedback'],
  ]) {
    await expect(footer.getByRole('link', { name: item, exact: true })).toHaveAttribute('href', href!);
  }
  await expect(footer.getByText('Soon', { exact: true })).toHaveCount(0);
  for (const network of ['facebook', 'instagram', 'X', 'youtube']) {
    await expect(footer.getByRole('img', { name: network, exact: true })).toBeVisible();
  }
  const site = (await (await page.request.get('/api/site')).json()) as { email: string; phone: string };
  await expect(footer.getByRole('link', { name: site.email })).toHaveAttribute(
    'href',
    `mailto:${site.email}`,
  );
  await expect(footer.getByRole('link', { name: site.phone })).toHaveAttribute(
    'href',
    `tel:${site.phone.replace(/[^\d+]/g, '')}`,
  );
  await expect(
    footer.getByText(`© ${new Date().getFullYear()} Skillora. All rights reserved.`),
  ).toBeVisible();
  // The social pages do not exist yet: their icons are not links (Blog and Feedback are, issue 12).
  await expect(footer.getByRole('link', { name: /facebook|instagram|youtube/i })).toHaveCount(0);

  const order = [
    await top(header),
    await top(headline),
    await top(card),
    await top(categories),
    await top(why),
    await top(logos),
    await top(footer),
  ];
  expect(order).toEqual([...order].sort((a, b) => a - b));
  // The page is pre-rendered and then hydrated: a mismatch would be logged as an error.
  expect(errors).toEqual([]);
});
