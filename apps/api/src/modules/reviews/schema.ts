import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, idKey, money, oneOf, ref } from '../../db/schema/columns';
import { users } from '../auth/schema';
import { contracts } from '../contracts/schema';

const SIDES = ['client', 'freelancer'] as const;

/**
 * A reviewable contract's review window (issue 26): made once, when a contract that moved money
 * ends (or at its first review, whichever comes first). It keeps the contract's parties, title and
 * amount as they were at its end (an ended contract's never change), so every read of reviews —
 * the public lists included — reads this module's tables alone.
 */
export const reviewWindows = pgTable(
  'review_windows',
  {
    contractId: uuid('contract_id')
      .primaryKey()
      .references(() => contracts.id, { onDelete: 'restrict' }),
    clientId: ref('client_id', () => users.id, 'restrict'),
    freelancerId: ref('freelancer_id', () => users.id, 'restrict'),
    contractTitle: text('contract_title').notNull(),
    /** What the contract released to the freelancer, shown on its reviews as a band. */
    amountCents: money('amount_cents').notNull(),
    currency: text('currency').notNull(),
    endedAt: at('ended_at').notNull(),
    closesAt: at('closes_at').notNull(),
    /**
     * Set once, when both reviews are in or by the window's timer. Reads do not wait for it: a
     * review is visible once this is set or `closes_at` has passed.
     */
    revealedAt: at('revealed_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('review_windows_client_idx').on(t.clientId),
    index('review_windows_freelancer_idx').on(t.freelancerId),
  ],
);

/** One party's review of the other; one per party per contract. */
export const reviews = pgTable(
  'reviews',
  {
    id: idKey(),
    contractId: ref('contract_id', () => reviewWindows.contractId, 'restrict'),
    reviewerId: ref('reviewer_id', () => users.id, 'restrict'),
    revieweeId: ref('reviewee_id', () => users.id, 'restrict'),
    reviewerSide: text('reviewer_side', { enum: SIDES }).notNull(),
    /** Stars per criterion of the reviewed side (FREELANCER_CRITERIA or CLIENT_CRITERIA). */
    ratings: jsonb('ratings').$type<Record<string, number>>().notNull(),
    overall: integer('overall').notNull(),
    comment: text('comment').notNull(),
    /** Private: feeds the score, shown to nobody but its author. */
    wouldWorkAgain: boolean('would_work_again').notNull(),
    reply: text('reply'),
    repliedAt: at('replied_at'),
    hiddenAt: at('hidden_at'),
    hiddenReason: text('hidden_reason'),
    hiddenBy: uuid('hidden_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reviews_contract_reviewer_idx').on(t.contractId, t.reviewerId),
    index('reviews_reviewee_idx').on(t.revieweeId, t.createdAt),
    check('reviews_side_check', oneOf(t.reviewerSide, SIDES)),
    check('reviews_overall_check', sql`${t.overall} between 1 and 5`),
  ],
);

export type ReviewWindowRow = typeof reviewWindows.$inferSelect;
export type ReviewRow = typeof reviews.$inferSelect;
