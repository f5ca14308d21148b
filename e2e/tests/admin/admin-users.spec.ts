import { expect, test } from '@playwright/test';
import { logInThroughUi, signUpThroughApi } from '../../fixtures/auth';
import { expectNoViolations, signInAdminQuickly, switchTheme, uniqueTag } from './helpers';

const FIRST_NAMES = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot'];

test('[ADMIN]: searches, sorts, pages and blocks a freelancer, who is signed out and cannot log in', async ({
  page,
  browser,
}) => {
  // Six sign-ups with their emailed codes, a second browser and two axe runs: near the default 30 s
  // on a quiet machine, over it on a busy one.
  test.slow();
  const tag = uniqueTag();
  const people = [];
  for (const first of FIRST_NAMES)
    people.push(await signUpThroughApi(page, 'freelancer', `${first} Tester${tag}`));
  const bravo = people[1]!;

  // Bravo is signed in elsewhere while the admin works.
  const bravoContext = await browser.newContext();
  const bravoPage = await bravoContext.newPage();
  await logInThroughUi(bravoPage, bravo.email, bravo.password);
  await expect(bravoPage).toHaveURL(/\/freelancer\/home$/);

  await signInAdminQuickly(page);
  await page.goto('/admin/freelancers');
  const search = page.getByPlaceholder('Search freelancers...');
  const status = page.getByText(/^Page \d+ of \d+$/);
  const rows = page.getByRole('row').filter({ has: page.getByRole('cell') });

  // Case-insensitive search over name and email, debounced, kept in the URL.
  await search.fill(`TESTER${tag}`);
  await expect(page).toHaveURL(new RegExp(`search=TESTER${tag}`, 'i'));
  await expect(status).toHaveText('Page 1 of 2');
  await expect(rows).toHaveCount(5);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(status).toHaveText('Page 2 of 2');
  await expect(rows).toHaveCount(1);
  await expect(rows.first().getByRole('cell').first()).toHaveText('6');

  // Sorting goes back to page 1; the state survives a reload.
  await page.getByLabel('Sort by').selectOption({ label: 'Name' });
  await page.getByLabel('Order').selectOption({ label: 'Descending' });
  await expect(status).toHaveText('Page 1 of 2');
  await expect(rows.first()).toContainText(`Foxtrot Tester${tag}`);
  await expect(page).toHaveURL(/sort=name/);
  await expect(page).toHaveURL(/order=desc/);
  await page.reload();
  await expect(search).toHaveValue(`TESTER${tag}`);
  await expect(page.getByLabel('Sort by')).toHaveValue('name');
  await expect(rows.first()).toContainText(`Foxtrot Tester${tag}`);

  await page.getByLabel('Sort by').selectOption({ label: 'Email' });
  await page.getByLabel('Order').selectOption({ label: 'Ascending' });
  const emails = [...people.map((p) => p.email)].sort();
  await expect(rows.first()).toContainText(emails[0]!);

  // SI No descending counts down from the number of matches.
  await page.getByLabel('Sort by').selectOption({ label: 'SI No' });
  await page.getByLabel('Order').selectOption({ label: 'Descending' });
  await expect(rows.first().getByRole('cell').first()).toHaveText('6');
  await expect(rows.first()).toContainText(`Foxtrot Tester${tag}`);

  // An email fragment finds one person.
  await search.fill(bravo.email.split('@')[0]!.slice(-10));
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`Bravo Tester${tag}`);
  await expect(status).toHaveText('Page 1 of 1');

  // Block, after confirming with the reason Bravo is shown.
  const toggle = page.getByRole('switch', { name: `Active: Bravo Tester${tag}` });
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await toggle.click();
  const confirm = page.getByRole('dialog', { name: `Block Bravo Tester${tag}?` });
  await confirm.getByLabel('Reason (shown to them when they try to log in)').fill('Spam in every proposal.');
  await confirm.getByRole('button', { name: 'Block' }).click();
  await expect(confirm).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expect(rows.first()).toContainText('Blocked');
  // Rows with both switch states pass axe in both themes.
  await search.fill(`tester${tag}`);
  await expect(rows).toHaveCount(5);
  await expectNoViolations(page, 'freelancers (light)');
  await switchTheme(page, 'dark');
  await expectNoViolations(page, 'freelancers (dark)');
  await switchTheme(page, 'light');

  // Bravo's open session ends at once, and the login is refused.
  await bravoPage.reload();
  await expect(bravoPage).toHaveURL(/\/login$/);
  await logInThroughUi(bravoPage, bravo.email, bravo.password);
  await expect(
    bravoPage
      .getByRole('alert')
      .filter({ hasText: 'Your account has been blocked: Spam in every proposal.' }),
  ).toBeVisible();

  // Unblocking needs no confirmation and lets Bravo back in.
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await logInThroughUi(bravoPage, bravo.email, bravo.password);
  await expect(bravoPage).toHaveURL(/\/freelancer\/home$/);
  await bravoContext.close();

  // Freelancers are not clients; the empty text is the spec's, on both pages.
  await page.goto(`/admin/clients?search=tester${tag}`);
  await expect(page.getByPlaceholder('Search clients...')).toHaveValue(`tester${tag}`);
  await expect(page.getByText('No clients found.')).toBeVisible();
  await expect(page.getByText('Page 1 of 1')).toBeVisible();
});
