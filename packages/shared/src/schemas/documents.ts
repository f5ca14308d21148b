import { calendarDay } from '../calendar-day';
import { isCountryCode } from '../countries';
import { hasDirectionControls } from '../direction-controls';
import * as z from '../zod';
import { PageQuerySchema, pageOf } from './pagination';

/*
 * Receipts, fee invoices, credit notes and statements (issue 28, ADR 034), and the billing details
 * each document freezes.
 */

export const DOCUMENT_KINDS = ['receipt', 'fee_invoice', 'credit_note'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

const line = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine((s) => !hasDirectionControls(s), `${label} cannot contain text-direction control characters`);
const required = (label: string, max: number) =>
  line(label, max).refine((s) => s.length > 0, `Enter the ${label.toLowerCase()}`);

/** PUT /api/me/billing-details: what the user's documents will show from now on. */
export const BillingDetailsSchema = z.object(
  {
    legalName: required('Legal name', 200),
    addressLines: z
      .array(line('Address line', 200), { error: 'Enter the address' })
      .max(3, 'Enter at most 3 address lines')
      .transform((lines) => lines.filter((l) => l !== ''))
      .refine((lines) => lines.length > 0, 'Enter the address'),
    city: required('City', 100),
    postalCode: required('Postal code', 20),
    country: z
      .string({ error: 'Choose a country from the list' })
      .trim()
      .toUpperCase()
      .refine(isCountryCode, 'Choose a country from the list'),
    taxId: line('Tax ID', 50)
      .nullish()
      .transform((s) => (s ? s : null)),
  },
  { error: 'Enter your billing details' },
);
export type BillingDetailsInput = z.input<typeof BillingDetailsSchema>;

/** A party as a document shows it ("—" where a user had not filled something in). */
export const BillingPartySchema = z.object({
  legalName: z.string(),
  addressLines: z.array(z.string()),
  city: z.string(),
  postalCode: z.string(),
  country: z.string(),
  taxId: z.string().nullable(),
});
export type BillingParty = z.infer<typeof BillingPartySchema>;

/** GET /api/me/billing-details: null until the user saves theirs. */
export const GetBillingDetailsResponseSchema = z.object({ data: BillingPartySchema.nullable() });
export const PutBillingDetailsResponseSchema = z.object({ data: BillingPartySchema });

export const DocumentSummarySchema = z.object({
  id: z.uuid(),
  number: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  issuedAt: z.iso.datetime(),
  amountCents: z.number().int(),
  currency: z.string(),
});
export type DocumentSummary = z.infer<typeof DocumentSummarySchema>;

export const GetDocumentsQuerySchema = PageQuerySchema;
export const GetDocumentsResponseSchema = pageOf(DocumentSummarySchema);

export const DocumentSchema = DocumentSummarySchema.extend({
  /** The platform's fee in it (a fee invoice's whole amount). */
  feeCents: z.number().int(),
  /** The money moved: the charge, the released amount, the refund. */
  grossCents: z.number().int(),
  description: z.string(),
  milestoneId: z.uuid().nullable(),
  contractId: z.uuid().nullable(),
  /** A credit note's: the receipt it corrects. */
  corrects: z.object({ id: z.uuid(), number: z.string() }).nullable(),
  issuer: BillingPartySchema,
  customer: BillingPartySchema,
});
export type DocumentView = z.infer<typeof DocumentSchema>;
export const GetDocumentResponseSchema = z.object({ data: DocumentSchema });

export const DocumentParamsSchema = z.object({ id: z.uuid({ error: 'Not found' }) });

const day = calendarDay;

/** The longest statement: ten years and a bit, so one request cannot ask for everything ever. */
export const STATEMENT_MAX_DAYS = 3700;

/** `?from=&to=&format=`: both days included (UTC); a yearly statement is Jan 1 – Dec 31. */
export const StatementQuerySchema = z
  .object({
    from: day('start'),
    to: day('end'),
    format: z.enum(['csv', 'pdf'], { error: 'Choose CSV or PDF' }).default('csv'),
  })
  .refine((q) => q.from <= q.to, 'The start date must not be after the end date')
  .refine(
    (q) => Date.parse(q.to) - Date.parse(q.from) <= STATEMENT_MAX_DAYS * 86_400_000,
    `A statement covers at most ${STATEMENT_MAX_DAYS} days`,
  );
export type StatementQuery = z.output<typeof StatementQuerySchema>;

/** The admins' export: one user's statement, or the platform's (no userId). */
export const AdminStatementQuerySchema = z
  .object({
    userId: z.uuid({ error: 'Not found' }).optional(),
    from: day('start'),
    to: day('end'),
    format: z.enum(['csv', 'pdf'], { error: 'Choose CSV or PDF' }).default('csv'),
  })
  .refine((q) => q.from <= q.to, 'The start date must not be after the end date')
  .refine(
    (q) => Date.parse(q.to) - Date.parse(q.from) <= STATEMENT_MAX_DAYS * 86_400_000,
    `A statement covers at most ${STATEMENT_MAX_DAYS} days`,
  );
