import { describe, expect, it } from 'vitest';
import type { DocumentRow } from './documents.repository';
import { statementCsv, statementOf } from './statement';

const party = { legalName: 'A', addressLines: [], city: '', postalCode: '', country: 'GB', taxId: null };
const doc = (over: Partial<DocumentRow>): DocumentRow => ({
  id: '00000000-0000-0000-0000-000000000001',
  series: 'F-2026',
  seq: 1,
  number: 'SKL-F-2026-000001',
  kind: 'fee_invoice',
  userId: '00000000-0000-0000-0000-000000000002',
  amountCents: 5,
  feeCents: 5,
  grossCents: 105,
  currency: 'USD',
  paymentId: null,
  milestoneId: null,
  contractId: null,
  description: 'Service fee',
  corrects: null,
  issuer: party,
  customer: party,
  issuedAt: new Date('2026-03-04T10:00:00Z'),
  ...over,
});

describe('statementCsv', () => {
  it('writes cents as decimals and totals them, without a float', () => {
    const csv = statementCsv(
      statementOf('A', '2026-01-01', '2026-12-31', [
        doc({}),
        doc({ seq: 2, grossCents: 9_007_199_254_740_99, feeCents: 1, amountCents: 1 }),
      ]),
    );
    expect(csv.split('\r\n')[1]).toBe(
      '2026-03-04,SKL-F-2026-000001,fee_invoice,"Service fee",USD,0.00,1.00,0.05,0.00',
    );
    expect(csv.split('\r\n').at(-2)).toBe(
      ',TOTAL,,"Totals 2026-01-01 to 2026-12-31",USD,0.00,9007199254741.98,0.06,0.00',
    );
  });

  it('keeps a description a spreadsheet would run as a formula as text', () => {
    const csv = statementCsv(
      statementOf('A', '2026-01-01', '2026-12-31', [doc({ description: '=HYPERLINK("x")' })]),
    );
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
  });
});
