import { type Browser, expect, type Page, test } from '@playwright/test';
import { logInThroughUi } from '../../fixtures/auth';
import { createAccount } from '../areas/signed-in';

/** A word no other test uses, so every search here finds exactly this story's job. */
const WORD = `wombat${Date.now().toString(36)}`;
const TITLE = `Booking site for a ${WORD} rescue`;

async function signedInPage(browser: Browser, role: 'client' | 'freelancer', name: string) {
  const account = await createAccount(browser, role, name);
  const page = await (await browser.newContext()).newPage();
  await logInThroughUi(page, account.email, account.password);
  await expect(page).toHaveURL(new RegExp(`/${role}/home$`));
  return page;
}

const openMenu = async (page: Page, menu: string, item: string) => {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: menu }).click();
  await page.getByRole('menuitem', { name: item }).click();
};

test('[JOBS]: a client posts a job, a visitor finds it from the landing page, a freelancer proposes, the client shortlists', async ({
  browser,
  page: visitor,
}) => {
  // The client posts the job through the form.
  const client = await signedInPage(browser, 'client', 'Rita Rescue');
  await openMenu(client, 'Hire Talent', 'Post Job');
  await client.getByLabel('Title').fill(TITLE);
  await client
    .getByLabel('Description')
    .fill(
      'A small site where volunteers book feeding shifts and visitors book tours.\nMobile first, please.',
    );
  await client.getByLabel('Category').selectOption({ label: 'Web Development' });
  await client.getByPlaceholder('Search skills').fill('react');
  await client.getByRole('checkbox', { name: 'React', exact: true }).check();
  await client.getByLabel('Budget (USD)').fill('2,500');
  await client.getByLabel('Intermediate').check();
  await client.getByLabel('Expected duration').selectOption({ label: '1 to 3 months' });
  await client.getByRole('button', { name: 'Publish job' }).click();
  await expect(client.getByText('Job published')).toBeVisible();

  // A visitor finds it from the landing page's search box and reads it.
  await visitor.goto('/');
  await visitor.getByPlaceholder('Search by role, skills, or keywords').fill(WORD);
  await visitor.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(visitor).toHaveURL(new RegExp(`/jobs\\?q=${WORD}$`));
  await expect(visitor.getByText('1 job found')).toBeVisible();
  await visitor.getByRole('link', { name: TITLE }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(visitor.getByText('Fixed price · $2,500')).toBeVisible();
  await expect(visitor.getByText('Rita Rescue')).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Apply now' })).toBeVisible();

  // A freelancer searches, filters, saves the job and sends a proposal.
  const freelancer = await signedInPage(browser, 'freelancer', 'Finn Fixer');
  await openMenu(freelancer, 'Find Work', 'Find Work');
  await freelancer.getByLabel('Search jobs').fill(WORD);
  await freelancer.getByLabel('Search jobs').press('Enter');
  await expect(freelancer.getByText('1 job found')).toBeVisible();
  await freelancer.getByLabel('Category').selectOption({ label: 'Graphic Design' });
  await expect(freelancer.getByText('No jobs match your search')).toBeVisible();
  await freelancer.getByLabel('Category').selectOption({ label: 'Web Development' });
  await freelancer.getByLabel('Intermediate').click();
  await expect(freelancer).toHaveURL(/experience=intermediate/);
  await expect(freelancer.getByText('1 job found')).toBeVisible();
  await freelancer.getByRole('button', { name: `Save job: ${TITLE}` }).click();
  await expect(freelancer.getByText('Job saved')).toBeVisible();

  await openMenu(freelancer, 'Find Work', 'Saved Jobs');
  await freelancer.getByRole('link', { name: TITLE }).click();
  await expect(freelancer.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await freelancer
    .getByLabel('Cover letter')
    .fill('I build booking sites for shelters and zoos.\nI can have a first version ready in three weeks.');
  await freelancer.getByLabel('Your bid (total, USD)').fill('2,200');
  await freelancer.getByLabel('Estimated duration').selectOption({ label: 'Less than 1 month' });
  await freelancer.getByRole('button', { name: 'Send proposal' }).click();
  await expect(freelancer.getByText('Proposal sent')).toBeVisible();

  // The client sees the proposal on the job and shortlists it.
  await openMenu(client, 'Manage Work', 'My Jobs');
  const card = client.getByRole('article').filter({ hasText: TITLE });
  await expect(card.getByRole('link', { name: '1 proposal' })).toBeVisible();
  await card.getByRole('link', { name: TITLE, exact: true }).click();
  const proposal = client.getByRole('article', { name: 'Proposal from Finn Fixer' });
  await expect(proposal.getByText('$2,200', { exact: true })).toBeVisible();
  await expect(proposal.getByText('Less than 1 month')).toBeVisible();
  await expect(proposal.getByText(/shelters and zoos\.\nI can have/)).toBeVisible();
  await expect(proposal.getByText('Submitted', { exact: true })).toBeVisible();
  await proposal.getByRole('button', { name: 'Shortlist', exact: true }).click();
  await expect(client.getByText('Proposal shortlisted')).toBeVisible();
  await expect(proposal.getByText('Shortlisted', { exact: true })).toBeVisible();

  // The freelancer sees the new status.
  await openMenu(freelancer, 'Find Work', 'My Proposals');
  const row = freelancer.getByRole('row', { name: new RegExp(TITLE) });
  await expect(row).toContainText('Shortlisted');
  await expect(row).toContainText('$2,200');
});
