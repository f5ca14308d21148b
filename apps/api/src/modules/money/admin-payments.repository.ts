import type { AdminPaymentsQuery, LedgerEntry } from '@skillora/shared';
import { and, count, desc, eq, gte, ilike, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import {
  contracts,
  ledgerAccounts,
  ledgerTransfers,
  milestones,
  TRANSFER_CODES,
  users,
} from '../../db/schema';

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
  user: users.name,
  contractId: ledgerTransfers.contractId,
  contractTitle: contracts.title,
  milestoneTitle: milestones.title,
};

const DAY_MS = 86_400_000;

/** Every money movement for the admin, and the platform's totals, from the ledger. */
export function createAdminPaymentsRepository(db: Executor) {
  const entries = () =>
    db
      .select(entryColumns)
      .from(ledgerTransfers)
      .innerJoin(debit, eq(debit.id, ledgerTransfers.debitAccountId))
      .innerJoin(credit, eq(credit.id, ledgerTransfers.creditAccountId))
      .leftJoin(users, eq(users.id, ledgerTransfers.userId))
      .leftJoin(contracts, eq(contracts.id, ledgerTransfers.contractId))
      .leftJoin(milestones, eq(milestones.id, ledgerTransfers.milestoneId));
  const toEntry = (r: Awaited<ReturnType<typeof entries>>[number]): LedgerEntry => ({
    ...r,
    at: r.at.toISOString(),
  });

  return {
    async list(query: AdminPaymentsQuery) {
      const where = and(
        query.kind ? eq(ledgerTransfers.code, query.kind) : undefined,
        query.from ? gte(ledgerTransfers.createdAt, new Date(query.from)) : undefined,
        query.to ? lt(ledgerTransfers.createdAt, new Date(Date.parse(query.to) + DAY_MS)) : undefined,
        query.user
          ? or(
              ilike(users.name, `%${query.user}%`),
              ilike(users.email, `%${query.user}%`),
              sql`exists (select 1 from ${users} u where u.id in (${contracts.clientId}, ${contracts.freelancerId}) and (u.name ilike ${`%${query.user}%`} or u.email ilike ${`%${query.user}%`}))`,
            )
          : undefined,
      );
      const [rows, [counted]] = await Promise.all([
        entries()
          .where(where)
          .orderBy(desc(ledgerTransfers.createdAt), desc(ledgerTransfers.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db
          .select({ total: count() })
          .from(ledgerTransfers)
          .leftJoin(users, eq(users.id, ledgerTransfers.userId))
          .leftJoin(contracts, eq(contracts.id, ledgerTransfers.contractId))
          .where(where),
      ]);
      return { rows: rows.map(toEntry), total: counted?.total ?? 0 };
    },

    async forContract(contractId: string) {
      const rows = await entries()
        .where(eq(ledgerTransfers.contractId, contractId))
        .orderBy(ledgerTransfers.createdAt, flowOrder, ledgerTransfers.id);
      return rows.map(toEntry);
    },

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
