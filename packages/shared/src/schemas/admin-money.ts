import { CONTRACT_STATUSES, TRANSFER_KINDS } from '../constants';
import * as z from '../zod';
import { ContractRowSchema, ContractSchema } from './contracts';
import { blankAsUndefined, PageQuerySchema, pageOf } from './pagination';

export const AdminContractsRequestSchema = PageQuerySchema.extend({
  q: z.preprocess(blankAsUndefined, z.string().trim().max(200).optional()),
  status: z.preprocess(blankAsUndefined, z.enum(CONTRACT_STATUSES, 'Status is not valid').optional()),
});
export type AdminContractsQuery = z.output<typeof AdminContractsRequestSchema>;
export const AdminContractsResponseSchema = pageOf(ContractRowSchema);

/** One ledger transfer as an admin reads it. */
export const LedgerEntrySchema = z.object({
  id: z.uuid(),
  at: z.iso.datetime(),
  code: z.enum(TRANSFER_KINDS),
  amountCents: z.number().int(),
  currency: z.string(),
  debit: z.string(),
  credit: z.string(),
  user: z.string().nullable(),
  contractId: z.uuid().nullable(),
  contractTitle: z.string().nullable(),
  milestoneId: z.uuid().nullable(),
  milestoneTitle: z.string().nullable(),
});
export type LedgerEntry = z.infer<typeof LedgerEntrySchema>;

export const AdminContractResponseSchema = z.object({
  data: ContractSchema.extend({ ledger: z.array(LedgerEntrySchema) }),
});

export const AdminPaymentsRequestSchema = PageQuerySchema.extend({
  kind: z.preprocess(blankAsUndefined, z.enum(TRANSFER_KINDS, 'Kind is not valid').optional()),
  from: z.preprocess(blankAsUndefined, z.iso.date('From must be a date').optional()),
  to: z.preprocess(blankAsUndefined, z.iso.date('To must be a date').optional()),
  user: z.preprocess(blankAsUndefined, z.string().trim().max(200).optional()),
});
export type AdminPaymentsQuery = z.output<typeof AdminPaymentsRequestSchema>;
export const AdminPaymentsResponseSchema = pageOf(LedgerEntrySchema).extend({
  totals: z.object({
    inEscrowCents: z.number().int(),
    releasedCents: z.number().int(),
    feesCents: z.number().int(),
    pendingPayoutsCents: z.number().int(),
    paidPayoutsCents: z.number().int(),
  }),
});
export type AdminPaymentsResponse = z.infer<typeof AdminPaymentsResponseSchema>;
