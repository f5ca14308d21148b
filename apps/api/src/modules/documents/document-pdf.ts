import { formatMoney } from '@skillora/shared';
import { countryName } from '@skillora/shared/countries';
import type { DocumentRow } from './documents.repository';
import { createPdfWriter, type PdfWriter } from './pdf-page';
import type { BillingParty } from './schema';

export const KIND_TITLES = {
  receipt: 'Receipt',
  fee_invoice: 'Invoice',
  credit_note: 'Credit note',
} as const;

const day = (at: Date) => at.toISOString().slice(0, 10);

/** A party's block: name, address, country, tax ID. */
export function partyLines(p: BillingParty): string[] {
  const country = p.country.length === 2 ? countryName(p.country) : p.country;
  return [
    p.legalName,
    ...p.addressLines,
    [p.postalCode, p.city].join(' '),
    country,
    ...(p.taxId ? [`Tax ID: ${p.taxId}`] : []),
  ];
}

function party(w: PdfWriter, heading: string, p: BillingParty) {
  w.line(heading, { bold: true });
  for (const l of partyLines(p)) w.line(l);
  w.gap();
}

/** A document as a PDF: what the browser's view shows, on paper. */
export async function documentPdf(doc: DocumentRow, corrects: string | null): Promise<Uint8Array> {
  const w = await createPdfWriter(`${KIND_TITLES[doc.kind]} ${doc.number}`);
  const money = (cents: number) => formatMoney(cents, 'exact', doc.currency);
  w.line(`${KIND_TITLES[doc.kind]} ${doc.number}`, { size: 18, bold: true });
  w.line(`Issued ${day(doc.issuedAt)}`);
  if (corrects) w.line(`Corrects receipt ${corrects}`);
  w.gap(14);
  party(w, 'From', doc.issuer);
  party(w, doc.kind === 'fee_invoice' ? 'Bill to' : 'To', doc.customer);
  w.line(doc.description);
  w.gap(6);
  const right = w.right;
  const rows: [string, string][] =
    doc.kind === 'fee_invoice'
      ? [
          ['Released amount', money(doc.grossCents)],
          ['Service fee', money(doc.feeCents)],
          ['Paid to you', money(doc.grossCents - doc.feeCents)],
        ]
      : [[doc.kind === 'receipt' ? 'Amount paid' : 'Amount refunded', money(doc.grossCents)]];
  for (const [label, value] of rows)
    w.row([
      { text: label, x: w.left },
      { text: value, x: right, align: 'right' },
    ]);
  w.gap(4);
  const totalLabel = doc.kind === 'fee_invoice' ? 'Total fee due (deducted from the release)' : 'Total';
  w.row(
    [
      { text: totalLabel, x: w.left, bold: true },
      { text: `${money(doc.amountCents)} ${doc.currency}`, x: right, align: 'right', bold: true },
    ],
    11,
  );
  w.gap(20);
  w.line('Issued by Skillora. This document cannot be changed; a correction is issued as a credit note.', {
    size: 8,
  });
  return w.save();
}
