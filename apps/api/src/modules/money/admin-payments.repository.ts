import type { AdminPaymentsQuery } from '@skillora/shared';
import { and, count, desc, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { ledgerAccounts, ledgerTransfers, TRANSFER_CODES } from './schema';

const debit = alias(ledgerAccounts, 'debit');
/** Transfers of one transaction share a time: they read in the money's order (fund, release, fee, …). */
const flowOrder = sql`array_position(array[${sql.join(
  TRANSFER_CODES.map((code) => sql`${code}`),
  sql`, `,
)}]::text[], ${ledgerTransfers.code})`;
const credit = alias(ledgerAccounts, 'credit');

const entryColumns = {
  id: ledgerTransfers.id,
  at: ledgerTransfers.createdAt,
  code: ledgerTransfers.code,
  amountCents: ledgerTransfers.amountCents,
  currency: ledgerTransfers.currency,
  debit: debit.kind,
  credit: credit.kind,
  userId: ledgerTransfers.userId,
  contractId: ledgerTransfers.contractId,
  milestoneId: ledgerTransfers.milestoneId,
};

/** The transfers that concern some people: theirs, or on a contract one of them is a party to. */
export type People = { userIds: readonly string[]; contractIds: readonly string[] };

const DAY_MS = 86_400_000;

/** Every money movement for the admin, and the platform's totals, from the ledger (admin-ledger.ts names them). */
export function createAdminPaymentsRepository(db: Executor) {
  const entries = () =>
    db
      .select(entryColumns)
      .from(ledgerTransfers)
      .innerJoin(debit, eq(debit.id, ledgerTransfers.debitAccountId))
      .innerJoin(credit, eq(credit.id, ledgerTransfers.creditAccountId));

  return {
    /** A page of movements, newest first; `people` narrows them to some people's (a search by person). */
    async list(query: AdminPaymentsQuery, people: People | null) {
      const where = and(
        query.kind ? eq(ledgerTransfers.code, query.kind) : undefined,
        query.from ? gte(ledgerTransfers.createdAt, new Date(query.from)) : undefined,
        query.to ? lt(ledgerTransfers.createdAt, new Date(Date.parse(query.to) + DAY_MS)) : undefined,
        people
          ? or(
              inArray(ledgerTransfers.userId, [...people.userIds]),
              inArray(ledgerTransfers.contractId, [...people.contractIds]),
            )
          : undefined,
      );
      const [rows, [counted]] = await Promise.all([
        entries()
          .where(where)
          .orderBy(desc(ledgerTransfers.createdAt), desc(ledgerTransfers.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ total: count() }).from(ledgerTransfers).where(where),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },

    forContract: (contractId: string) =>
      entries()
        .where(eq(ledgerTransfers.contractId, contractId))
        .orderBy(ledgerTransfers.createdAt, flowOrder, ledgerTransfers.id),

    /** Held in escrow, released (shares + fees), fees earned, owed to freelancers (pending payouts), paid out. */
    async totals() {
      const [balances] = await db
        .select({
          inEscrow: sql<string>`coalesce(sum(${ledgerAccounts.balance}) filter (where ${ledgerAccounts.kind} = 'escrow'), 0)::text`,
          fees: sql<string>`coalesce(sum(${ledgerAccounts.balance}) filter (where ${ledgerAccounts.kind} = 'platform_fees'), 0)::text`,
          owed: sql<string>`coalesce(sum(${ledgerAccounts.balance}) filter (where ${ledgerAccounts.kind} in ('freelancer_pending', 'freelancer_available')), 0)::text`,
        })
        .from(ledgerAccounts);
      const [moved] = await db
        .select({
          released: sql<string>`coalesce(sum(${ledgerTransfers.amountCents}) filter (where ${ledgerTransfers.code} in ('release', 'fee')), 0)::text`,
          paid: sql<string>`coalesce(sum(${ledgerTransfers.amountCents}) filter (where ${ledgerTransfers.code} = 'payout'), 0)::text`,
        })
        .from(ledgerTransfers);
      return {
        inEscrowCents: Number(balances?.inEscrow ?? 0),
        releasedCents: Number(moved?.released ?? 0),
        feesCents: Number(balances?.fees ?? 0),
        pendingPayoutsCents: Number(balances?.owed ?? 0),
        paidPayoutsCents: Number(moved?.paid ?? 0),
      };
    },
  };
}
