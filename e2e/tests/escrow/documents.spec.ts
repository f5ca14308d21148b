import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../fixtures/axe';
import { fundedContract } from '../../fixtures/contracts';
import { downloadPdf } from '../../fixtures/documents';
import { signedInAs } from '../areas/signed-in';

const TITLE = `Paperwork ${Date.now().toString(36)}`;

test('[DOCUMENTS]: a client downloads the receipt of a funding, the freelancer the fee invoice of its release', async ({
  browser,
}) => {
  const client = await signedInAs(browser, 'client', 'Dora Client');
  const freelancer = await signedInAs(browser, 'freelancer', 'Finn Freelancer');

  // The client's billing details, from Profile Settings: the receipt will show them.
  await client.page.goto('/client/settings');
  const billing = client.page.getByRole('region', { name: 'Billing details' });
  await billing.getByLabel('Legal name').fill('Dora Trading GmbH');
  await billing.getByLabel('Address line 1').fill('Hauptstraße 1');
  await billing.getByLabel('City').fill('Berlin');
  await billing.getByLabel('Postal code').fill('10115');
  await billing.getByLabel('Country').selectOption('DE');
  await billing.getByLabel('Tax or VAT ID (optional)').fill('DE123456789');
  await billing.getByRole('button', { name: 'Save billing details' }).click();
  await expect(client.page.getByText('Your billing details have been saved')).toBeVisible();
  const { contractId, milestoneId } = await fundedContract(client, freelancer, {
    title: TITLE,
    amountCents: 80_000,
    submitted: true,
  });

  // The client's receipt, from the account menu.
  await client.page.goto('/client/home');
  await client.page.getByRole('button', { name: 'Account menu' }).click();
  await client.page.getByRole('menuitem', { name: 'Documents' }).click();
  await expect(client.page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
  const receipt = client.page.getByRole('row', { name: /Receipt/ });
  await expect(receipt).toContainText('$800.00');
  const number = (await receipt.getByRole('cell').first().innerText()).trim();
  expect(number).toMatch(/^SKL-R-\d{4}-\d{6}$/);
  await expectNoAxeViolations(client.page, '/client/documents');

  const receiptPdf = await downloadPdf(client.page, receipt);
  expect(receiptPdf.name).toBe(`${number}.pdf`);
  expect(receiptPdf.text).toContain(`Receipt ${number}`);
  expect(receiptPdf.text).toContain('Dora Trading GmbH');
  expect(receiptPdf.text).toContain('Hauptstraße 1');
  expect(receiptPdf.text).toContain('Tax ID: DE123456789');
  expect(receiptPdf.text).toContain('Skillora Ltd');
  expect(receiptPdf.text).toContain('$800.00');

  // The same document in the browser.
  await receipt.getByRole('link', { name: /^View/ }).click();
  await expect(client.page.getByRole('heading', { level: 1, name: `Receipt ${number}` })).toBeVisible();
  await expect(client.page.getByText('Amount paid')).toBeVisible();
  await expectNoAxeViolations(client.page, '/client/documents/:id');

  // The client approves: the freelancer gets our fee invoice for the release.
  const approved = await client.page.request.post(
    `/api/contracts/${contractId}/milestones/${milestoneId}/approve`,
  );
  expect(approved.status(), await approved.text()).toBe(200);
  await freelancer.page.goto('/freelancer/documents');
  const invoice = freelancer.page.getByRole('row', { name: /Fee invoice/ });
  await expect(invoice).toContainText('$40.00');
  const invoicePdf = await downloadPdf(freelancer.page, invoice);
  expect(invoicePdf.name).toMatch(/^SKL-F-\d{4}-\d{6}\.pdf$/);
  expect(invoicePdf.text).toContain('Invoice SKL-F-');
  expect(invoicePdf.text).toContain('Finn Freelancer');
  expect(invoicePdf.text).toContain(`Service fee on the release of milestone “Design”`);
  expect(invoicePdf.text).toContain('$800.00');
  expect(invoicePdf.text).toContain('$760.00');
  expect(invoicePdf.text).toContain('$40.00 USD');
  // Nobody else's documents show: the client's receipt is not the freelancer's.
  await expect(freelancer.page.getByRole('row', { name: /Receipt/ })).toHaveCount(0);
});
