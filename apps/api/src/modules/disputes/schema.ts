import { DISPUTE_OUTCOME_BY, DISPUTE_REASONS, DISPUTE_STATUSES, DISPUTE_STEP_KINDS } from '@skillora/shared';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, idKey, money, oneOf, ref, timestamps } from '../../db/schema/columns';
import { users } from '../auth/schema';
import { contracts, milestones } from '../contracts/schema';
import { files } from '../files/schema';

const SIDES = ['client', 'freelancer'] as const;
const SETTLEMENT_STATUSES = ['pending', 'accepted', 'declined', 'superseded'] as const;

/** A milestone's frozen escrow and the argument about it (issue 25). Money rows: RESTRICT. */
export const disputes = pgTable(
  'disputes',
  {
    id: idKey(),
    contractId: ref('contract_id', () => contracts.id, 'restrict'),
    milestoneId: ref('milestone_id', () => milestones.id, 'restrict'),
    // The contract's parties and titles as they were when it was opened (a contract's never change):
    // each viewer's access and every list are read from this table alone.
    clientId: ref('client_id', () => users.id, 'restrict'),
    freelancerId: ref('freelancer_id', () => users.id, 'restrict'),
    contractTitle: text('contract_title').notNull(),
    milestoneTitle: text('milestone_title').notNull(),
    openedBy: ref('opened_by', () => users.id, 'restrict'),
    openerSide: text('opener_side', { enum: SIDES }).notNull(),
    status: text('status', { enum: DISPUTE_STATUSES }).notNull().default('awaiting_response'),
    reason: text('reason', { enum: DISPUTE_REASONS }).notNull(),
    /** What the opener asks to be released; the rest of what is held, refunded. */
    requestReleaseCents: money('request_release_cents').notNull(),
    heldCents: money('held_cents').notNull(),
    currency: text('currency').notNull(),
    responseDueAt: at('response_due_at').notNull(),
    mediationDueAt: at('mediation_due_at'),
    /**
     * The milestone's auto-release clock, paused while the dispute is open: what was left of it
     * (null: it was not running), resumed with that much if the dispute is withdrawn.
     */
    autoReleaseLeftMs: bigint('auto_release_left_ms', { mode: 'number' }),
    /**
     * The outcome: written when it is decided (by agreement, silence or an admin); the dispute is
     * settled when the money has moved — with a refund, once the provider has made it.
     */
    outcomeReleaseCents: money('outcome_release_cents'),
    outcomeBy: text('outcome_by', { enum: DISPUTE_OUTCOME_BY }),
    outcomeActorId: uuid('outcome_actor_id').references(() => users.id, { onDelete: 'set null' }),
    outcomeSettlementId: uuid('outcome_settlement_id'),
    decisionReason: text('decision_reason'),
    ...timestamps(),
  },
  (t) => [
    check('disputes_status_check', oneOf(t.status, DISPUTE_STATUSES)),
    check('disputes_reason_check', oneOf(t.reason, DISPUTE_REASONS)),
    check('disputes_side_check', oneOf(t.openerSide, SIDES)),
    check('disputes_request_check', sql`${t.requestReleaseCents} between 0 and ${t.heldCents}`),
    // One dispute at a time holds a milestone's money.
    uniqueIndex('disputes_active_milestone_idx')
      .on(t.milestoneId)
      .where(sql`${t.status} in ('awaiting_response', 'open', 'in_mediation')`),
    index('disputes_contract_idx').on(t.contractId),
    index('disputes_client_idx').on(t.clientId),
    index('disputes_freelancer_idx').on(t.freelancerId),
  ],
);

/** Every step of a dispute, with its time: both parties and the admin read the same list. */
export const disputeSteps = pgTable(
  'dispute_steps',
  {
    id: idKey(),
    disputeId: ref('dispute_id', () => disputes.id, 'restrict'),
    kind: text('kind', { enum: DISPUTE_STEP_KINDS }).notNull(),
    /** Who took the step (null: the clock). */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    statement: text('statement'),
    releaseCents: money('release_cents'),
    refundCents: money('refund_cents'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('dispute_steps_kind_check', oneOf(t.kind, DISPUTE_STEP_KINDS)),
    index('dispute_steps_dispute_idx').on(t.disputeId, t.createdAt),
  ],
);

/** A proposed settlement: release this much, refund the rest; the other party accepts it or not. */
export const disputeSettlements = pgTable(
  'dispute_settlements',
  {
    id: idKey(),
    disputeId: ref('dispute_id', () => disputes.id, 'restrict'),
    proposedBy: text('proposed_by', { enum: SIDES }).notNull(),
    releaseCents: money('release_cents').notNull(),
    refundCents: money('refund_cents').notNull(),
    status: text('status', { enum: SETTLEMENT_STATUSES }).notNull().default('pending'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('dispute_settlements_status_check', oneOf(t.status, SETTLEMENT_STATUSES)),
    check('dispute_settlements_side_check', oneOf(t.proposedBy, SIDES)),
    index('dispute_settlements_dispute_idx').on(t.disputeId),
  ],
);

/**
 * Evidence: files a party attached to a step of theirs (issue 25, the messages' upload rules), stored
 * private in `files` and served only to the dispute's parties and admins.
 */
export const disputeFiles = pgTable(
  'dispute_files',
  {
    id: idKey(),
    disputeId: ref('dispute_id', () => disputes.id, 'restrict'),
    stepId: ref('step_id', () => disputeSteps.id, 'restrict'),
    fileId: ref('file_id', () => files.id, 'restrict'),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('dispute_files_dispute_idx').on(t.disputeId, t.stepId, t.position)],
);

export type DisputeRow = typeof disputes.$inferSelect;
export type DisputeStepRow = typeof disputeSteps.$inferSelect;
export type SettlementRow = typeof disputeSettlements.$inferSelect;
export type DisputeFileRow = typeof disputeFiles.$inferSelect;
