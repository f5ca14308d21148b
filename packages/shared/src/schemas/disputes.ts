import { MONEY_MAX_CENTS } from '../constants';
import {
  DISPUTE_OUTCOME_BY,
  DISPUTE_REASONS,
  DISPUTE_REQUESTS,
  DISPUTE_STATEMENT_MAX,
  DISPUTE_STATEMENT_MIN,
  DISPUTE_STATUSES,
  DISPUTE_STEP_KINDS,
} from '../dispute-rules';
import * as z from '../zod';

/*
 * Disputes (issue 25): a party freezes a milestone's escrow and asks for it to be released or
 * refunded; the other answers within DISPUTE_RESPONSE_DAYS or the request is granted; either may
 * propose a settlement; an admin decides a dispute in mediation. No fee.
 */

export * from '../dispute-rules';

const statement = z
  .string({ error: 'Write a statement' })
  .overwrite((s) => s.replace(/\r\n?/g, '\n').trim())
  .min(DISPUTE_STATEMENT_MIN, `Write at least ${DISPUTE_STATEMENT_MIN} characters`)
  .max(DISPUTE_STATEMENT_MAX, `Write at most ${DISPUTE_STATEMENT_MAX.toLocaleString('en-US')} characters`);

const cents = (label: string) =>
  z
    .number({ error: `${label} must be an amount in cents` })
    .int(`${label} must be an amount in cents`)
    .min(0, `${label} cannot be negative`)
    .max(MONEY_MAX_CENTS, `${label} is too large`);

/**
 * POST /api/contracts/:id/milestones/:milestoneId/disputes. `amountCents` says how much of the
 * held money is asked for: released (request 'release' or 'split') or refunded (request 'refund');
 * the rest goes the other way. Without it, 'release' and 'refund' ask for all of it; 'split' needs it.
 */
export const OpenDisputeRequestSchema = z
  .object({
    reason: z.enum(DISPUTE_REASONS, { error: 'Pick a reason' }),
    request: z.enum(DISPUTE_REQUESTS, { error: "Say what you ask for: 'release', 'refund' or 'split'" }),
    amountCents: cents('The amount').optional(),
    statement,
  })
  .refine((body) => body.request !== 'split' || body.amountCents !== undefined, {
    message: 'Say how much of the money should be released',
    path: ['amountCents'],
  });
export type OpenDisputeRequest = z.input<typeof OpenDisputeRequestSchema>;

export const DisputeResponseRequestSchema = z.object({ statement });
export const ProposeSettlementRequestSchema = z.object({
  releaseCents: cents('The release'),
  refundCents: cents('The refund'),
});
export type ProposeSettlementRequest = z.input<typeof ProposeSettlementRequestSchema>;
export const DisputeDecisionRequestSchema = ProposeSettlementRequestSchema.extend({
  reason: z
    .string({ error: 'Write the reason for the decision' })
    .overwrite((s) => s.trim())
    .min(DISPUTE_STATEMENT_MIN, `Write at least ${DISPUTE_STATEMENT_MIN} characters`)
    .max(DISPUTE_STATEMENT_MAX, `Write at most ${DISPUTE_STATEMENT_MAX.toLocaleString('en-US')} characters`),
});
export type DisputeDecisionRequest = z.input<typeof DisputeDecisionRequestSchema>;

export const DisputeParamsSchema = z.object({ id: z.uuid({ error: 'Not found' }) });
export const SettlementParamsSchema = z.object({
  id: z.uuid({ error: 'Not found' }),
  settlementId: z.uuid({ error: 'Not found' }),
});

const side = z.enum(['client', 'freelancer']);
const split = { releaseCents: z.number().int(), refundCents: z.number().int() };

export const DisputeFileSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  contentType: z.string(),
  byteSize: z.number().int(),
  /** Served to the parties and admins only. */
  url: z.string(),
});
export type DisputeFile = z.infer<typeof DisputeFileSchema>;

export const DisputeSchema = z.object({
  id: z.uuid(),
  milestoneId: z.uuid(),
  contractId: z.uuid(),
  /** The user who opened it, and their side. */
  openedBy: z.uuid(),
  openerSide: side,
  status: z.enum(DISPUTE_STATUSES),
  reason: z.enum(DISPUTE_REASONS),
  /** What the opener asks for. */
  requested: z.object(split),
  heldCents: z.number().int(),
  currency: z.string(),
  milestoneTitle: z.string(),
  contractTitle: z.string(),
  responseDueAt: z.iso.datetime(),
  mediationDueAt: z.iso.datetime().nullable(),
  /** The next deadline while the dispute is active, and whose it is. */
  nextDeadline: z.object({ at: z.iso.datetime(), of: z.enum(['client', 'freelancer', 'admin']) }).nullable(),
  outcome: z.object({ ...split, by: z.enum(DISPUTE_OUTCOME_BY), reason: z.string().nullable() }).nullable(),
  /** Every step with its time, oldest first. */
  steps: z.array(
    z.object({
      kind: z.enum(DISPUTE_STEP_KINDS),
      by: z.enum(['client', 'freelancer', 'admin']).nullable(),
      statement: z.string().nullable(),
      releaseCents: z.number().int().nullable(),
      refundCents: z.number().int().nullable(),
      at: z.iso.datetime(),
      /** Evidence attached with this step (kind `files_added`). */
      files: z.array(DisputeFileSchema),
    }),
  ),
  /** Settlements proposed and not yet answered. */
  settlements: z.array(z.object({ id: z.uuid(), proposedBy: side, ...split, createdAt: z.iso.datetime() })),
  createdAt: z.iso.datetime(),
});
export type Dispute = z.infer<typeof DisputeSchema>;
export const DisputeResponseSchema = z.object({ data: DisputeSchema });
export const DisputeListResponseSchema = z.object({ data: z.array(DisputeSchema) });
export type DisputeListResponse = z.infer<typeof DisputeListResponseSchema>;
