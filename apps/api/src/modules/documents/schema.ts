import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, idKey, money, oneOf, ref, timestamps } from '../../db/schema/columns';
import { users } from '../auth/schema';
import { milestones } from '../contracts/schema';

export const DOCUMENT_KINDS = ['receipt', 'fee_invoice', 'credit_note'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** A party's billing details as a document freezes them (and as a user keeps them). */
export type BillingParty = {
  legalName: string;
  addressLines: string[];
  city: string;
  postalCode: string;
  country: string;
  taxId: string | null;
};

/**
 * Receipts, fee invoices and credit notes (issue 28, ADR 034). Never updated or deleted (a trigger
 * in migration 0026 refuses both): a correction is a credit note that names what it `corrects`.
 * The money move a document records is named by its payment or milestone, not by a foreign key into
 * the ledger (money's tables are money's); `number` is unique and gap-free per series.
 */
export const documents = pgTable(
  'documents',
  {
    id: idKey(),
    /** Kind letter and year: `R-2026`. */
    series: text('series').notNull(),
    /** The series' next number when it was issued, 1-based. */
    seq: integer('seq').notNull(),
    /** `SKL-R-2026-000001`. */
    number: text('number').notNull(),
    kind: text('kind', { enum: DOCUMENT_KINDS }).notNull(),
    userId: ref('user_id', () => users.id, 'restrict'),
    /** The document's total: the charge (receipt), our fee (fee invoice), the refund (credit note). */
    amountCents: money('amount_cents').notNull(),
    /** The platform's fee in it (a fee invoice's whole amount; 0 otherwise). */
    feeCents: money('fee_cents').notNull(),
    /** The money moved that the document is about: the charge, the released amount, the refund. */
    grossCents: money('gross_cents').notNull(),
    currency: text('currency').notNull(),
    paymentId: uuid('payment_id'),
    milestoneId: uuid('milestone_id').references(() => milestones.id, { onDelete: 'restrict' }),
    contractId: uuid('contract_id'),
    description: text('description').notNull(),
    corrects: uuid('corrects'),
    /** Who issued it and to whom, as they were at issue. */
    issuer: jsonb('issuer').$type<BillingParty>().notNull(),
    customer: jsonb('customer').$type<BillingParty>().notNull(),
    issuedAt: at('issued_at').notNull().defaultNow(),
  },
  (t) => [
    check('documents_kind_check', oneOf(t.kind, DOCUMENT_KINDS)),
    check('documents_amount_check', sql`${t.amountCents} >= 0 and ${t.feeCents} >= 0`),
    uniqueIndex('documents_number_idx').on(t.number),
    uniqueIndex('documents_series_seq_idx').on(t.series, t.seq),
    index('documents_user_idx').on(t.userId, t.issuedAt),
    index('documents_milestone_idx').on(t.milestoneId),
  ],
);

/** One row per series: the next number to give. Taken under the row's lock, in the money move's transaction. */
export const documentSeries = pgTable('document_series', {
  series: text('series').primaryKey(),
  next: integer('next').notNull(),
});

/** What a user wants on their documents (Profile Settings); copied into each document at issue. */
export const billingDetails = pgTable('billing_details', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  legalName: text('legal_name').notNull(),
  addressLines: jsonb('address_lines').$type<string[]>().notNull(),
  city: text('city').notNull(),
  postalCode: text('postal_code').notNull(),
  country: text('country').notNull(),
  taxId: text('tax_id'),
  ...timestamps(),
});
