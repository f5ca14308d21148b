import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, idKey, money, oneOf, ref, timestamps } from '../../db/schema/columns';
import { users } from '../auth/schema';
import { contracts, milestones } from '../contracts/schema';

export const ACCOUNT_KINDS = [
  'platform_clearing',
  'platform_fees',
  'escrow',
  'freelancer_pending',
  'freelancer_available',
] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

/**
 * `payout_return`: a payout the provider could not deliver comes back to the available balance (ADR 035).
 * `escrow_split`: part of a milestone's escrow (`ref`) moves to a milestone split from it (`milestone_id`):
 * the undisputed rest of an hourly week whose entries are disputed (ADR 037).
 */
export const TRANSFER_CODES = [
  'fund',
  'release',
  'fee',
  'hold_end',
  'payout',
  'refund',
  'payout_return',
  'escrow_split',
] as const;
export type TransferCode = (typeof TRANSFER_CODES)[number];

/** A `settlement_refund` gives back the refunded part of a disputed milestone (issue 25). */
export const PAYMENT_KINDS = ['charge', 'payout', 'refund', 'settlement_refund'] as const;
export const PAYMENT_STATUSES = ['processing', 'succeeded', 'failed'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/** Ledger accounts (ADR 020). `key` names one account: `escrow:<milestone>`, `freelancer_pending:<user>:USD`. */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: idKey(),
    key: text('key').notNull(),
    kind: text('kind', { enum: ACCOUNT_KINDS }).notNull(),
    ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'restrict' }),
    milestoneId: uuid('milestone_id').references(() => milestones.id, { onDelete: 'restrict' }),
    currency: text('currency').notNull(),
    /** A cache of Σ credits − Σ debits, written with each transfer and checked by the audit. */
    balance: money('balance').notNull().default(0),
    allowNegative: boolean('allow_negative').notNull().default(false),
  },
  (t) => [
    uniqueIndex('ledger_accounts_key_idx').on(t.key),
    check('ledger_accounts_kind_check', oneOf(t.kind, ACCOUNT_KINDS)),
    // The database itself refuses an overdraft, whatever the code does.
    check('ledger_accounts_balance_check', sql`${t.allowNegative} or ${t.balance} >= 0`),
    index('ledger_accounts_owner_idx').on(t.ownerUserId),
  ],
);

/** Money movements between the platform, cards and payouts; the provider's side of escrow. */
export const payments = pgTable(
  'payments',
  {
    id: idKey(),
    kind: text('kind', { enum: PAYMENT_KINDS }).notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('processing'),
    userId: ref('user_id', () => users.id, 'restrict'),
    contractId: uuid('contract_id').references(() => contracts.id, { onDelete: 'restrict' }),
    milestoneId: uuid('milestone_id').references(() => milestones.id, { onDelete: 'restrict' }),
    amountCents: money('amount_cents').notNull(),
    currency: text('currency').notNull(),
    provider: text('provider').notNull(),
    /** The card (a test payment method in the sandbox) or the payout destination. */
    method: text('method').notNull(),
    /**
     * Set: `method` is a card saved to this customer at the provider, charged off-session (an
     * hourly contract's weekly invoice or bonus, ADR 037).
     */
    customerRef: text('customer_ref'),
    providerRef: text('provider_ref'),
    failure: text('failure'),
    /** The Idempotency-Key of the request that started it, so a recovery can store that request's answer. */
    requestKey: text('request_key'),
    ...timestamps(),
  },
  (t) => [
    check('payments_kind_check', oneOf(t.kind, PAYMENT_KINDS)),
    check('payments_status_check', oneOf(t.status, PAYMENT_STATUSES)),
    check('payments_amount_check', sql`${t.amountCents} > 0`),
    // One charge in flight and one that succeeded per milestone: concurrent funds cannot both pass.
    uniqueIndex('payments_charge_open_idx')
      .on(t.milestoneId)
      .where(sql`${t.kind} = 'charge' and ${t.status} in ('processing', 'succeeded')`),
    index('payments_user_idx').on(t.userId, t.createdAt),
    index('payments_created_idx').on(t.createdAt),
    // What a webhook names: a PaymentIntent, a Transfer.
    index('payments_provider_ref_idx').on(t.providerRef),
  ],
);

/**
 * A client's customer at the provider (Stripe: a Customer), made the first time a card of theirs is
 * saved and remembered, so every saved card of one person hangs on one customer (ADR 037).
 */
export const paymentCustomers = pgTable(
  'payment_customers',
  {
    userId: ref('user_id', () => users.id, 'restrict'),
    provider: text('provider').notNull(),
    customerRef: text('customer_ref').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.provider] })],
);

/**
 * A freelancer's connected account (ADR 035): Stripe's Express account or the sandbox's. Its state
 * is the provider's, as the last `account.updated` said it; `stateAt` is that event's `created`, so
 * an older event delivered late changes nothing.
 */
export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'restrict' }),
    provider: text('provider').notNull(),
    accountRef: text('account_ref').notNull(),
    detailsSubmitted: boolean('details_submitted').notNull().default(false),
    payoutsEnabled: boolean('payouts_enabled').notNull().default(false),
    requirements: jsonb('requirements').$type<string[]>().notNull().default([]),
    stateAt: at('state_at'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('payout_accounts_ref_idx').on(t.accountRef)],
);

/**
 * Immutable transfers: a trigger (migration) refuses UPDATE, DELETE and TRUNCATE. `ref` with `code`
 * is unique, so a movement that must happen once (a milestone's release, a hold's end) cannot
 * happen twice even if two sweeps race.
 */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: idKey(),
    debitAccountId: ref('debit_account_id', () => ledgerAccounts.id, 'restrict'),
    creditAccountId: ref('credit_account_id', () => ledgerAccounts.id, 'restrict'),
    amountCents: money('amount_cents').notNull(),
    currency: text('currency').notNull(),
    code: text('code', { enum: TRANSFER_CODES }).notNull(),
    ref: text('ref').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'restrict' }),
    contractId: uuid('contract_id').references(() => contracts.id, { onDelete: 'restrict' }),
    milestoneId: uuid('milestone_id').references(() => milestones.id, { onDelete: 'restrict' }),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'restrict' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('ledger_transfers_amount_check', sql`${t.amountCents} > 0`),
    check('ledger_transfers_accounts_check', sql`${t.debitAccountId} <> ${t.creditAccountId}`),
    check('ledger_transfers_code_check', oneOf(t.code, TRANSFER_CODES)),
    uniqueIndex('ledger_transfers_code_ref_idx').on(t.code, t.ref),
    index('ledger_transfers_debit_idx').on(t.debitAccountId),
    index('ledger_transfers_credit_idx').on(t.creditAccountId),
    index('ledger_transfers_milestone_idx').on(t.milestoneId),
    index('ledger_transfers_user_idx').on(t.userId, t.createdAt),
    index('ledger_transfers_created_idx').on(t.createdAt),
  ],
);

/**
 * Stripe webhook events, each recorded once (ADR 024): the primary key is Stripe's event id, so a
 * redelivery (Stripe retries until it gets a 2xx) inserts nothing and is handled nothing twice.
 */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  livemode: boolean('livemode').notNull(),
  payload: jsonb('payload').notNull(),
  receivedAt: at('received_at').notNull().defaultNow(),
});
