import { formatMoney } from '@skillora/shared';
import { csvField } from '../../lib/csv';
import { KIND_TITLES } from './document-pdf';
import type { DocumentRow } from './documents.repository';
import { createPdfWriter } from './pdf-page';

/*
 * A statement (issue 28): the documents issued in a range of days and their totals — paid (receipts),
 * received (the share of each release, after the fee), fees (fee invoices) and refunds (credit notes).
 * Read from the documents alone, so a statement says what the user's paperwork says.
 */

export type StatementLine = {
  date: string;
  number: string;
  kind: DocumentRow['kind'];
  description: string;
  currency: string;
  paidCents: number;
  receivedCents: number;
  feesCents: number;
  refundsCents: number;
};
export type Totals = Pick<StatementLine, 'paidCents' | 'receivedCents' | 'feesCents' | 'refundsCents'>;
export type Statement = {
  /** Whose: a person's name, or "Skillora (all users)". */
  holder: string;
  from: string;
  to: string;
  lines: StatementLine[];
  /** Per currency (one today: USD). */
  totals: Map<string, Totals>;
};

function lineOf(d: DocumentRow): StatementLine {
  const share = d.kind === 'fee_invoice' ? d.grossCents - d.feeCents : 0;
  return {
    date: d.issuedAt.toISOString().slice(0, 10),
    number: d.number,
    kind: d.kind,
    description: d.description,
    currency: d.currency,
    paidCents: d.kind === 'receipt' ? d.amountCents : 0,
    receivedCents: share,
    feesCents: d.kind === 'fee_invoice' ? d.feeCents : 0,
    refundsCents: d.kind === 'credit_note' ? d.amountCents : 0,
  };
}

export function statementOf(holder: string, from: string, to: string, docs: DocumentRow[]): Statement {
  const lines = docs.map(lineOf);
  const totals = new Map<string, Totals>();
  for (const l of lines) {
    const t = totals.get(l.currency) ?? { paidCents: 0, receivedCents: 0, feesCents: 0, refundsCents: 0 };
    t.paidCents += l.paidCents;
    t.receivedCents += l.receivedCents;
    t.feesCents += l.feesCents;
    t.refundsCents += l.refundsCents;
    totals.set(l.currency, t);
  }
  if (totals.size === 0) totals.set('USD', { paidCents: 0, receivedCents: 0, feesCents: 0, refundsCents: 0 });
  return { holder, from, to, lines, totals };
}

/** Cents as a decimal for a spreadsheet ("1234.50"), with integer arithmetic only. */
const decimal = (cents: number) =>
  `${cents < 0 ? '-' : ''}${Math.trunc(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

const field = csvField;

export const CSV_COLUMNS = [
  'date',
  'number',
  'kind',
  'description',
  'currency',
  'paid',
  'received',
  'fees',
  'refunds',
] as const;

/** One row per document, then one `TOTAL` row per currency. */
export function statementCsv(s: Statement): string {
  const amounts = (t: Totals) =>
    [t.paidCents, t.receivedCents, t.feesCents, t.refundsCents].map(decimal).join(',');
  const rows = [
    CSV_COLUMNS.join(','),
    ...s.lines.map((l) => [l.date, l.number, l.kind, field(l.description), l.currency, amounts(l)].join(',')),
    ...[...s.totals].map(([currency, t]) =>
      ['', 'TOTAL', '', field(`Totals ${s.from} to ${s.to}`), currency, amounts(t)].join(','),
    ),
  ];
  return `${rows.join('\r\n')}\r\n`;
}

export async function statementPdf(s: Statement): Promise<Uint8Array> {
  const w = await createPdfWriter(`Statement ${s.from} to ${s.to}`);
  w.line('Statement', { size: 18, bold: true });
  w.line(s.holder);
  w.line(`From ${s.from} to ${s.to}`);
  w.gap(12);
  for (const [currency, t] of s.totals) {
    const m = (c: number) => formatMoney(c, 'exact', currency);
    w.line(`Totals (${currency})`, { bold: true });
    w.line(`Paid: ${m(t.paidCents)}`);
    w.line(`Received: ${m(t.receivedCents)}`);
    w.line(`Fees: ${m(t.feesCents)}`);
    w.line(`Refunds: ${m(t.refundsCents)}`);
    w.gap(8);
  }
  w.line('Movements', { bold: true });
  const x = { date: w.left, number: w.left + 62, kind: w.left + 180, amount: w.right };
  w.row([
    { text: 'Date', x: x.date, bold: true },
    { text: 'Number', x: x.number, bold: true },
    { text: 'Document', x: x.kind, bold: true },
    { text: 'Amount', x: x.amount, align: 'right', bold: true },
  ]);
  if (s.lines.length === 0) w.line('No documents in this period.');
  for (const l of s.lines) {
    const cents = l.paidCents || l.feesCents || l.refundsCents;
    w.row([
      { text: l.date, x: x.date },
      { text: l.number, x: x.number },
      { text: KIND_TITLES[l.kind], x: x.kind },
      { text: formatMoney(cents, 'exact', l.currency), x: x.amount, align: 'right' },
    ]);
  }
  return w.save();
}
