import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signedInAs } from '../../fixtures/auth';
import { expectNoViolationsInTheme } from '../../fixtures/axe';
import { fundedContract } from '../../fixtures/contracts';

// A PDF by its content (the server reads the type from the bytes, not the name).
const PDF = Buffer.from(
  `%PDF-1.7\n% Skillora delivery ${Date.now()}\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n`,
);

test('[ESCROW]: the freelancer submits a milestone with a file and a link; the client downloads the same bytes from the contract page; axe clean in both themes', async ({
  browser,
}) => {
  test.slow();
  const tag = Date.now().toString(36);
  const client = await signedInAs(browser, 'client', `Clara Files ${tag}`, { theme: 'dark' });
  const freelancer = await signedInAs(browser, 'freelancer', `Finn Files ${tag}`, {
    theme: 'light',
    withProfile: true,
  });
  const { contractId } = await fundedContract(client, freelancer, {
    title: `Landing page with files ${tag}`,
    amountCents: 80_000,
  });

  // The freelancer hands in the work: a message, a link and a file, uploaded as soon as it is picked.
  const { page } = freelancer;
  await page.goto(`/freelancer/contracts/${contractId}`);
  const milestone = page.getByRole('listitem', { name: /^Milestone 1:/ });
  await milestone.getByLabel('Message about your work').fill('The landing page is done; sources attached.');
  await milestone.getByLabel('Links (one a line, optional)').fill('https://example.com/preview');
  await milestone.getByLabel('Files of your work: files').setInputFiles({
    name: 'landing-page.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await expect(milestone.getByRole('list', { name: 'Files of your work: chosen files' })).toContainText(
    'landing-page.pdf',
  );
  await expectNoViolationsInTheme(page, '/freelancer/contracts/:id submit form (light)');
  await milestone.getByRole('button', { name: 'Submit work' }).click();
  await expect(milestone.getByText('Submitted — in escrow')).toBeVisible();
  await expect(milestone.getByRole('link', { name: /landing-page\.pdf/ })).toBeVisible();

  // The client opens the contract and downloads it: the very bytes that were sent.
  await client.page.goto(`/client/contracts/${contractId}`);
  const theirs = client.page.getByRole('listitem', { name: /^Milestone 1:/ });
  await expect(theirs.getByRole('link', { name: 'https://example.com/preview' })).toBeVisible();
  const link = theirs.getByRole('link', { name: /landing-page\.pdf/ });
  await expect(link).toBeVisible();
  await expectNoViolationsInTheme(client.page, '/client/contracts/:id with files (dark)');
  const [download] = await Promise.all([client.page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe('landing-page.pdf');
  expect((await readFile((await download.path())!)).equals(PDF)).toBe(true);

  // The same page in the light theme.
  await client.page.evaluate(() => localStorage.setItem('theme', 'light'));
  await client.page.addInitScript(() => localStorage.setItem('theme', 'light'));
  await client.page.reload();
  await expect(client.page.locator('html')).not.toHaveClass(/dark/);
  await expect(link).toBeVisible();
  await expectNoViolationsInTheme(client.page, '/client/contracts/:id with files (light)');

  // Anyone else is refused the file.
  const href = (await link.getAttribute('href'))!;
  const stranger = await signedInAs(browser, 'client', `Sid Stranger ${tag}`);
  expect((await stranger.page.request.get(href)).status()).toBe(404);
});
