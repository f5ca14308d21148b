import { and, asc, desc, eq, gte, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { ledgerTransfers, payments } from './schema';

/** Reads of a user's money; every figure comes from the ledger (ADR 020). */
export function createWalletRepository(db: Executor) {
  return {
    /** Payouts asked for and not yet confirmed: not withdrawable twice. */
    async payoutsInFlight(userId: string): Promise<number> {
      const [row] = await db
        .select({ total: sql<string>`coalesce(sum(${payments.amountCents}), 0)::text` })
        .from(payments)
        .where(
          and(eq(payments.userId, userId), eq(payments.kind, 'payout'), eq(payments.status, 'processing')),
        );
      return Number(row?.total ?? 0);
    },

    /** Whether the user was ever paid out: the first withdrawal asks for a second factor (ADR 033). */
    async hasCompletedPayout(userId: string): Promise<boolean> {
      const rows = await db
        .select({ id: payments.id })
        .from(payments)
        .where(
          and(eq(payments.userId, userId), eq(payments.kind, 'payout'), eq(payments.status, 'succeeded')),
        )
        .limit(1);
      return rows.length > 0;
    },

    /**
     * The user's released shares whose payout hold has not ended: a release (ref: its milestone)
     * without the hold end of the same milestone. Oldest first, so soonest available first.
     */
    async pendingReleases(userId: string) {
      return db
        .select({
          milestoneId: ledgerTransfers.ref,
          contractId: ledgerTransfers.contractId,
          amountCents: ledgerTransfers.amountCents,
          at: ledgerTransfers.createdAt,
        })
        .from(ledgerTransfers)
        .where(
          and(
            eq(ledgerTransfers.userId, userId),
            eq(ledgerTransfers.code, 'release'),
            // The outer ref named with its table, as in history() below.
            sql`not exists (select 1 from ledger_transfers h where h.code = 'hold_end' and h.ref = ledger_transfers.ref)`,
          ),
        )
        .orderBy(asc(ledgerTransfers.createdAt), asc(ledgerTransfers.id));
    },

    /**
     * The shares released to the user since `since` (what they earned, after the fee); by default
     * since the first of the month in UTC, by the database's clock, which times the transfers.
     */
    async releasedSince(userId: string, since: Date | undefined): Promise<number> {
      const from = since ?? sql`date_trunc('month', now() at time zone 'UTC') at time zone 'UTC'`;
      const [row] = await db
        .select({ total: sql<string>`coalesce(sum(${ledgerTransfers.amountCents}), 0)::text` })
        .from(ledgerTransfers)
        .where(
          and(
            eq(ledgerTransfers.userId, userId),
            eq(ledgerTransfers.code, 'release'),
            gte(ledgerTransfers.createdAt, from),
          ),
        );
      return Number(row?.total ?? 0);
    },

    /**
     * Every movement of the user's money, newest first: their releases, holds and payouts, and the
     * funds and refunds of the contracts they are the client of (`clientOf`).
     */
    async history(userId: string, clientOf: readonly string[], limit = 100) {
      return db
        .select({
          id: ledgerTransfers.id,
          at: ledgerTransfers.createdAt,
          code: ledgerTransfers.code,
          amountCents: ledgerTransfers.amountCents,
          currency: ledgerTransfers.currency,
          userId: ledgerTransfers.userId,
          contractId: ledgerTransfers.contractId,
          milestoneId: ledgerTransfers.milestoneId,
          // A release's fee is its own transfer with the same ref (the milestone): shown beside it.
          // The outer row's ref is named with its table: drizzle writes a bare "ref" here, which
          // inside the subquery meant f.ref — any fee at all.
          feeCents: sql<
            number | null
          >`case when ${ledgerTransfers.code} = 'release' then (select f.amount_cents from ledger_transfers f where f.code = 'fee' and f.ref = ledger_transfers.ref limit 1) end`.mapWith(
            (v: unknown) => (v === null ? null : Number(v)),
          ),
        })
        .from(ledgerTransfers)
        .where(
          or(
            eq(ledgerTransfers.userId, userId),
            and(
              inArray(ledgerTransfers.contractId, [...clientOf]),
              inArray(ledgerTransfers.code, ['fund', 'refund']),
            ),
          ),
        )
        .orderBy(desc(ledgerTransfers.createdAt), desc(ledgerTransfers.id))
        .limit(limit);
    },
  };
}
