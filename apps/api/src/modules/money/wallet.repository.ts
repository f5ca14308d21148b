import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { contracts, ledgerAccounts, ledgerTransfers, milestones, payments } from '../../db/schema';

/** Reads of a user's money; every figure comes from the ledger (ADR 020). */
export function createWalletRepository(db: Executor) {
  return {
    /** What sits in escrow on the user's contracts, either side. */
    async inEscrow(userId: string): Promise<number> {
      const [row] = await db
        .select({ held: sql<string>`coalesce(sum(${ledgerAccounts.balance}), 0)::text` })
        .from(ledgerAccounts)
        .innerJoin(milestones, eq(milestones.id, ledgerAccounts.milestoneId))
        .innerJoin(contracts, eq(contracts.id, milestones.contractId))
        .where(
          and(
            eq(ledgerAccounts.kind, 'escrow'),
            or(eq(contracts.clientId, userId), eq(contracts.freelancerId, userId)),
          ),
        );
      return Number(row?.held ?? 0);
    },

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

    /** Every movement of the user's money, newest first: their releases, holds, payouts, and the funds of their contracts. */
    async history(userId: string, limit = 100) {
      return db
        .select({
          id: ledgerTransfers.id,
          at: ledgerTransfers.createdAt,
          code: ledgerTransfers.code,
          amountCents: ledgerTransfers.amountCents,
          currency: ledgerTransfers.currency,
          userId: ledgerTransfers.userId,
          contractId: ledgerTransfers.contractId,
          milestoneTitle: milestones.title,
          // A release's fee is its own transfer with the same ref (the milestone): shown beside it.
          feeCents: sql<
            number | null
          >`case when ${ledgerTransfers.code} = 'release' then (select f.amount_cents from ledger_transfers f where f.code = 'fee' and f.ref = ${ledgerTransfers.ref} limit 1) end`.mapWith(
            (v: unknown) => (v === null ? null : Number(v)),
          ),
        })
        .from(ledgerTransfers)
        .leftJoin(milestones, eq(milestones.id, ledgerTransfers.milestoneId))
        .leftJoin(contracts, eq(contracts.id, ledgerTransfers.contractId))
        .where(
          or(
            eq(ledgerTransfers.userId, userId),
            and(eq(contracts.clientId, userId), sql`${ledgerTransfers.code} in ('fund', 'refund')`),
          ),
        )
        .orderBy(desc(ledgerTransfers.createdAt), desc(ledgerTransfers.id))
        .limit(limit);
    },
  };
}
