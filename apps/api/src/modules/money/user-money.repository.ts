import { and, eq, inArray, type SQLWrapper, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { ledgerAccounts, ledgerTransfers, payments } from './schema';

// Money sums are bigints; cents fit a JS number exactly (ADR 020), so `::float8` is lossless here.
const sumOf = (column: SQLWrapper, condition: SQLWrapper) =>
  sql<number>`(coalesce(sum(${column}) filter (where ${condition}), 0))::float8`;

/**
 * What other modules read of a person's money and of the platform's (deleting an account, the
 * admin dashboard); every figure from the ledger (ADR 020), in one statement each.
 */
export function createUserMoneyRepository(db: Executor) {
  return {
    /** The user's own wallet money (pending and available), and payouts not yet confirmed. */
    async walletCents(userId: string): Promise<number> {
      const [row] = await db
        .select({
          total: sql<string>`(
            (select coalesce(sum(${ledgerAccounts.balance}), 0) from ${ledgerAccounts}
              where ${and(
                eq(ledgerAccounts.ownerUserId, userId),
                inArray(ledgerAccounts.kind, ['freelancer_pending', 'freelancer_available']),
              )})
            + (select coalesce(sum(${payments.amountCents}), 0) from ${payments}
              where ${and(eq(payments.userId, userId), eq(payments.kind, 'payout'), eq(payments.status, 'processing'))})
          )::text`,
        })
        .from(sql`(select 1) as one`);
      return Number(row?.total ?? 0);
    },

    /** Whether any row the database keeps for money's sake (RESTRICT keys) points at the user. */
    async isTouched(userId: string): Promise<boolean> {
      const [row] = await db
        .select({
          touched: sql<boolean>`(
            exists (select 1 from ${ledgerAccounts} where ${ledgerAccounts.ownerUserId} = ${userId})
            or exists (select 1 from ${payments} where ${payments.userId} = ${userId})
            or exists (select 1 from ${ledgerTransfers} where ${ledgerTransfers.userId} = ${userId})
          )`,
        })
        .from(sql`(select 1) as one`);
      return Boolean(row?.touched);
    },

    /**
     * SafePay on the whole platform (the admin dashboard): held in escrow and fees earned are the
     * ledger's cached balances, which the audit checks against the transfers; released is summed.
     */
    async escrowTotals(): Promise<{ heldCents: number; releasedCents: number; feesCents: number }> {
      const balances = db
        .select({
          held: sumOf(ledgerAccounts.balance, sql`${ledgerAccounts.kind} = 'escrow'`).as('held_cents'),
          fees: sumOf(ledgerAccounts.balance, sql`${ledgerAccounts.kind} = 'platform_fees'`).as('fees_cents'),
        })
        .from(ledgerAccounts)
        .as('balances');
      const released = db
        .select({
          released: sumOf(ledgerTransfers.amountCents, sql`${ledgerTransfers.code} in ('release', 'fee')`).as(
            'released_cents',
          ),
        })
        .from(ledgerTransfers)
        .as('released');
      const [row] = await db
        .select({ heldCents: balances.held, releasedCents: released.released, feesCents: balances.fees })
        .from(balances)
        .crossJoin(released);
      // Aggregates without GROUP BY always yield exactly one row.
      return row!;
    },
  };
}
