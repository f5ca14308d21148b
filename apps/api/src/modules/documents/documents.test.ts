import { describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/build-test-app';
import { call, type Party } from '../../../test/contract-factories';
import { useContractWorld } from '../../../test/contract-world';
import type { Catalog } from '../../../test/job-factories';
import { pdfText } from '../../../test/pdf-text';
import { documentsOf, download, fundedMilestone } from './documents.fixture';

let ctx: TestContext;
let catalog: Catalog;
let admin: Party;
useContractWorld((world) => ({ ctx, catalog, admin } = world));

const NUMBER = (letter: string) => new RegExp(`^SKL-${letter}-\\d{4}-\\d{6}$`);
const full = async (who: Party, id: string) => call(ctx.app, who, 'GET', `/api/documents/${id}`);
const put = (who: Party, body: object) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/me/billing-details',
    headers: { cookie: who.cookie },
    payload: body,
  });

const ADDRESS = {
  legalName: 'Cara Client GmbH',
  addressLines: ['Hauptstraße 1', ''],
  city: 'Berlin',
  postalCode: '10115',
  country: 'de',
  taxId: 'DE123456789',
};

describe('documents issued by money moves', () => {
  it('a funding issues a receipt to the client, a release a fee invoice to the freelancer', async () => {
    const m = await fundedMilestone({ ctx, catalog });
    const [receipt] = await documentsOf(ctx, m.client);
    expect(receipt).toMatchObject({ kind: 'receipt', amountCents: 50_000, currency: 'USD' });
    expect(receipt!.number).toMatch(NUMBER('R'));
    expect(await documentsOf(ctx, m.freelancer)).toEqual([]);

    const view = (await full(m.client, receipt!.id)).body.data;
    expect(view).toMatchObject({
      grossCents: 50_000,
      feeCents: 0,
      description: 'Payment into SafePay escrow for milestone “Design”',
      milestoneId: m.milestone.id,
      corrects: null,
      issuer: { legalName: 'Skillora Ltd', country: 'GB' },
      // No billing details saved: the account's name and "—" for the rest.
      customer: { legalName: 'Cara Client', addressLines: ['—'], city: '—', country: '—', taxId: null },
    });

    await m.release();
    const [invoice] = await documentsOf(ctx, m.freelancer);
    expect(invoice).toMatchObject({ kind: 'fee_invoice', amountCents: 2_500 });
    expect(invoice!.number).toMatch(NUMBER('F'));
    expect((await full(m.freelancer, invoice!.id)).body.data).toMatchObject({
      grossCents: 50_000,
      feeCents: 2_500,
      customer: { legalName: 'Fred Freelancer' },
    });
    // The client's list did not grow.
    expect(await documentsOf(ctx, m.client)).toHaveLength(1);
  });

  it('a refund issues a credit note to the client that names the receipt it corrects', async () => {
    const m = await fundedMilestone({ ctx, catalog });
    expect((await m.act(m.freelancer, 'refund')).status).toBe(200);
    const [note, receipt] = await documentsOf(ctx, m.client);
    expect(note).toMatchObject({ kind: 'credit_note', amountCents: 50_000 });
    expect(note!.number).toMatch(NUMBER('C'));
    expect((await full(m.client, note!.id)).body.data.corrects).toEqual({
      id: receipt!.id,
      number: receipt!.number,
    });
  });

  it('freezes the billing details: a later edit leaves issued documents as they were', async () => {
    const m = await fundedMilestone({ ctx, catalog });
    const before = await put(m.client, ADDRESS);
    expect(before.statusCode).toBe(200);
    expect(before.json().data).toEqual({ ...ADDRESS, addressLines: ['Hauptstraße 1'], country: 'DE' });
    // The next document takes them: a second milestone funded now.
    const second = m.contract.milestones[1]!;
    const fund = `/api/contracts/${m.contract.id}/milestones/${second.id}/fund`;
    expect((await call(ctx.app, m.client, 'POST', fund, { paymentMethod: 'pm_card_visa' })).status).toBe(200);
    const [latest, first] = await documentsOf(ctx, m.client);

    expect(
      (await put(m.client, { ...ADDRESS, legalName: 'Cara Renamed AG', city: 'Munich' })).statusCode,
    ).toBe(200);
    expect((await call(ctx.app, m.client, 'GET', '/api/me/billing-details')).body.data.legalName).toBe(
      'Cara Renamed AG',
    );
    expect((await full(m.client, latest!.id)).body.data.customer).toEqual({
      legalName: 'Cara Client GmbH',
      addressLines: ['Hauptstraße 1'],
      city: 'Berlin',
      postalCode: '10115',
      country: 'DE',
      taxId: 'DE123456789',
    });
    expect((await full(m.client, first!.id)).body.data.customer.legalName).toBe('Cara Client');
  });

  it('refuses billing details it cannot print, with the reason', async () => {
    const m = await fundedMilestone({ ctx, catalog });
    const bad = async (body: object) => (await put(m.client, body)).json();
    expect(await bad({ ...ADDRESS, country: 'XX' })).toEqual({ error: 'Choose a country from the list' });
    expect(await bad({ ...ADDRESS, legalName: '  ' })).toEqual({ error: 'Enter the legal name' });
    expect(await bad({ ...ADDRESS, addressLines: [] })).toEqual({ error: 'Enter the address' });
    expect((await put(m.client, { ...ADDRESS, country: 'XX' })).statusCode).toBe(400);
  });
});

describe('who may read a document', () => {
  it("answers 404 for another user's document and its PDF, and lets admins read both", async () => {
    const m = await fundedMilestone({ ctx, catalog });
    const [receipt] = await documentsOf(ctx, m.client);
    expect((await full(m.freelancer, receipt!.id)).status).toBe(404);
    expect((await download(ctx, m.freelancer, `/api/documents/${receipt!.id}.pdf`)).status).toBe(404);
    expect((await full(admin, receipt!.id)).status).toBe(200);
    expect((await download(ctx, admin, `/api/documents/${receipt!.id}.pdf`)).status).toBe(200);
    expect((await download(ctx, null, `/api/documents/${receipt!.id}.pdf`)).status).toBe(401);
    expect((await full(m.client, 'not-a-document')).status).toBe(404);
  });
});

describe('GET /api/documents/:id.pdf', () => {
  it('is a PDF named after the number, whose text says what the document says', async () => {
    const m = await fundedMilestone({ ctx, catalog });
    await m.release();
    const [invoice] = await documentsOf(ctx, m.freelancer);
    const res = await download(ctx, m.freelancer, `/api/documents/${invoice!.id}.pdf`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`filename="${invoice!.number}.pdf"`);
    expect(res.raw.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(res.raw);
    expect(text).toContain(`Invoice ${invoice!.number}`);
    expect(text).toContain('Skillora Ltd');
    expect(text).toContain('Fred Freelancer');
    expect(text).toContain('Service fee on the release of milestone “Design”');
    expect(text).toContain('$500.00');
    expect(text).toContain('$25.00 USD');
    expect(text).toContain('$475.00');
  });

  it('prints Latin-extended, Greek and Cyrillic names as they are (selectable); a script the font lacks as "?"', async () => {
    const m = await fundedMilestone({ ctx, catalog });
    const details = {
      legalName: 'ООО «Ромашка» Ελληνική Łódź',
      addressLines: ['ул. Ленина 1', '東京都 港区'],
      city: 'Москва',
      postalCode: '101000',
      country: 'RU',
      taxId: null,
    };
    expect((await put(m.client, details)).statusCode).toBe(200);
    const second = m.contract.milestones[1]!;
    const fund = `/api/contracts/${m.contract.id}/milestones/${second.id}/fund`;
    expect((await call(ctx.app, m.client, 'POST', fund, { paymentMethod: 'pm_card_visa' })).status).toBe(200);
    const [receipt] = await documentsOf(ctx, m.client);
    const res = await download(ctx, m.client, `/api/documents/${receipt!.id}.pdf`);
    expect(res.status).toBe(200);
    const text = pdfText(res.raw);
    expect(text).toContain('ООО «Ромашка» Ελληνική Łódź');
    expect(text).toContain('ул. Ленина 1');
    expect(text).toContain('Москва');
    expect(text).toContain('?? ??');
    // The JSON keeps what the user wrote; only the PDF stands in for the glyphs it cannot draw.
    expect((await full(m.client, receipt!.id)).body.data.customer.addressLines).toEqual(details.addressLines);
  });
});

describe('GET /api/statements', () => {
  const today = () => new Date().toISOString().slice(0, 10);
  const year = () => today().slice(0, 4);

  it('totals what the user paid, received, paid in fees and got back, and lists each document', async () => {
    const m = await fundedMilestone({ ctx, catalog });
    await m.release();
    const second = m.contract.milestones[1]!;
    const base = `/api/contracts/${m.contract.id}/milestones/${second.id}`;
    await call(ctx.app, m.client, 'POST', `${base}/fund`, { paymentMethod: 'pm_card_visa' });
    expect((await call(ctx.app, m.freelancer, 'POST', `${base}/refund`)).status).toBe(200);

    const yearly = `from=${year()}-01-01&to=${year()}-12-31`;
    const csv = await download(ctx, m.client, `/api/statements?${yearly}&format=csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toContain(
      `skillora-statement-${year()}-01-01-to-${year()}-12-31.csv`,
    );
    const rows = csv.text.trim().split('\r\n');
    expect(rows[0]).toBe('date,number,kind,description,currency,paid,received,fees,refunds');
    expect(rows.slice(1, -1).map((r) => r.split(',').slice(2, 3)[0])).toEqual([
      'receipt',
      'receipt',
      'credit_note',
    ]);
    expect(rows.at(-1)).toBe(
      `,TOTAL,,"Totals ${year()}-01-01 to ${year()}-12-31",USD,1499.99,0.00,0.00,999.99`,
    );

    const freelancerCsv = (await download(ctx, m.freelancer, `/api/statements?${yearly}`)).text
      .trim()
      .split('\r\n');
    expect(freelancerCsv.at(-1)).toContain('USD,0.00,475.00,25.00,0.00');

    const pdf = await download(ctx, m.freelancer, `/api/statements?${yearly}&format=pdf`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.raw);
    expect(text).toContain('Received: $475.00');
    expect(text).toContain('Fees: $25.00');

    // A range that ended yesterday holds none of today's documents.
    const empty = await download(ctx, m.client, `/api/statements?from=2000-01-01&to=2000-12-31`);
    expect(empty.text.trim().split('\r\n')).toHaveLength(2);
  });

  it('answers 400 with the reason for a date it cannot read or a range that ends before it starts', async () => {
    const m = await fundedMilestone({ ctx, catalog });
    const bad = async (query: string) => {
      const res = await download(ctx, m.client, `/api/statements?${query}`);
      return { status: res.status, body: JSON.parse(res.text) };
    };
    expect(await bad('from=2026-13-01&to=2026-12-31')).toEqual({
      status: 400,
      body: { error: 'Enter the start date as YYYY-MM-DD' },
    });
    expect(await bad('from=2026-02-30&to=2026-12-31')).toMatchObject({ status: 400 });
    expect(await bad('to=2026-12-31')).toMatchObject({ status: 400 });
    expect(await bad('from=2026-12-31&to=2026-01-01')).toEqual({
      status: 400,
      body: { error: 'The start date must not be after the end date' },
    });
    expect(await bad('from=2026-01-01&to=2026-12-31&format=xls')).toEqual({
      status: 400,
      body: { error: 'Choose CSV or PDF' },
    });
  });

  it("gives admins a user's statement and the platform's, and nobody else", async () => {
    const m = await fundedMilestone({ ctx, catalog });
    await m.release();
    const range = `from=${year()}-01-01&to=${year()}-12-31`;
    const one = await download(ctx, admin, `/api/admin/statements?userId=${m.freelancer.id}&${range}`);
    expect(one.text.trim().split('\r\n').at(-1)).toContain('USD,0.00,475.00,25.00,0.00');
    const platform = await download(ctx, admin, `/api/admin/statements?${range}&format=pdf`);
    expect(pdfText(platform.raw)).toContain('Skillora (all users)');
    expect((await download(ctx, m.client, `/api/admin/statements?${range}`)).status).toBe(403);
  });
});
