import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { conflict } from '../../lib/http-error';
import { type AccountSpec, accountKey, accountRow } from './accounts';
import { ledgerAccounts, ledgerTransfers, type TransferCode } from './schema';

export type NewTransfer = {
  debit: AccountSpec;
  credit: AccountSpec;
  amountCents: number;
  currency: string;
  code: TransferCode;
  /** With `code`, unique: the movement happens once (a milestone's release, a hold's end). */
  ref: string;
  userId?: string | null;
  contractId?: string | null;
  milestoneId?: string | null;
  paymentId?: string | null;
};

export const INSUFFICIENT_FUNDS = 'Not enough money in the account';

/** What the ledger says of a contract's money (ADR 020: balances come from transfers). */
export type ContractMoney = { inEscrowCents: number; releasedCents: number; refundedCents: number };

const moneyColumns = {
  contractId: ledgerTransfers.contractId,
  funded: sql<string>`coalesce(sum(${ledgerTransfers.amountCents}) filter (where ${ledgerTransfers.code} = 'fund'), 0)::text`,
  released: sql<string>`coalesce(sum(${ledgerTransfers.amountCents}) filter (where ${ledgerTransfers.code} in ('release', 'fee')), 0)::text`,
  refunded: sql<string>`coalesce(sum(${ledgerTransfers.amountCents}) filter (where ${ledgerTransfers.code} = 'refund'), 0)::text`,
};

export function createLedgerRepository(db: Executor) {
  /** Creates the accounts that do not exist yet and locks all of them in ascending id order. */
  async function lockAccounts(specs: AccountSpec[]) {
    const rows = [...new Map(specs.map((s) => [accountKey(s), accountRow(s)])).values()];
    await db.insert(ledgerAccounts).values(rows).onConflictDoNothing({ target: ledgerAccounts.key });
    // One order for every transaction, so two postings touching the same accounts cannot deadlock.
    return db
      .select()
      .from(ledgerAccounts)
      .where(
        inArray(
          ledgerAccounts.key,
          rows.map((r) => r.key),
        ),
      )
      .orderBy(asc(ledgerAccounts.id))
      .for('update');
  }

  return {
    /**
     * Posts transfers in the caller's transaction: accounts locked, overdrafts refused (409), the
     * transfers inserted and the cached balances moved by the same amounts.
     */
    async post(transfers: NewTransfer[]): Promise<string[]> {
      if (transfers.length === 0) return [];
      const accounts = await lockAccounts(transfers.flatMap((t) => [t.debit, t.credit]));
      const byKey = new Map(accounts.map((a) => [a.key, a]));
      const delta = new Map<string, number>();
      for (const t of transfers) {
        if (!Number.isSafeInteger(t.amountCents) || t.amountCents <= 0)
          throw new Error('bad transfer amount');
        for (const [spec, sign] of [
          [t.debit, -1],
          [t.credit, 1],
        ] as const) {
          const a = byKey.get(accountKey(spec))!;
          if (a.currency !== t.currency) throw new Error('transfer currency differs from its account');
          delta.set(a.id, (delta.get(a.id) ?? 0) + sign * t.amountCents);
        }
      }
      for (const a of accounts) {
        if (!a.allowNegative && a.balance + (delta.get(a.id) ?? 0) < 0) throw conflict(INSUFFICIENT_FUNDS);
      }
      const inserted = await db
        .insert(ledgerTransfers)
        .values(
          transfers.map((t) => ({
            debitAccountId: byKey.get(accountKey(t.debit))!.id,
            creditAccountId: byKey.get(accountKey(t.credit))!.id,
            amountCents: t.amountCents,
            currency: t.currency,
            code: t.code,
            ref: t.ref,
            userId: t.userId ?? null,
            contractId: t.contractId ?? null,
            milestoneId: t.milestoneId ?? null,
            paymentId: t.paymentId ?? null,
          })),
        )
        .returning({ id: ledgerTransfers.id });
      for (const [id, change] of delta) {
        if (change === 0) continue;
        await db
          .update(ledgerAccounts)
          .set({ balance: sql`${ledgerAccounts.balance} + ${change}` })
          .where(eq(ledgerAccounts.id, id));
      }
      return inserted.map((r) => r.id);
    },

    /** An account's balance (0 when it has never been used); `lock` holds it for this transaction. */
    async balance(spec: AccountSpec, options: { lock?: boolean } = {}): Promise<number> {
      if (options.lock) {
        const [row] = (await lockAccounts([spec])).filter((a) => a.key === accountKey(spec));
        return row?.balance ?? 0;
      }
      const [row] = await db
        .select({ balance: ledgerAccounts.balance })
        .from(ledgerAccounts)
        .where(eq(ledgerAccounts.key, accountKey(spec)));
      return row?.balance ?? 0;
    },

    /** What sits in the escrow of these milestones, together. */
    async escrowBalance(milestoneIds: readonly string[]): Promise<number> {
      if (milestoneIds.length === 0) return 0;
      const [row] = await db
        .select({ held: sql<string>`coalesce(sum(${ledgerAccounts.balance}), 0)::text` })
        .from(ledgerAccounts)
        .where(
          and(eq(ledgerAccounts.kind, 'escrow'), inArray(ledgerAccounts.milestoneId, [...milestoneIds])),
        );
      return Number(row?.held ?? 0);
    },

    /** Each contract's money in escrow, released and refunded, in one statement. */
    async contractMoney(contractIds: readonly string[]): Promise<Map<string, ContractMoney>> {
      const result = new Map<string, ContractMoney>();
      if (contractIds.length === 0) return result;
      const rows = await db
        .select(moneyColumns)
        .from(ledgerTransfers)
        .where(inArray(ledgerTransfers.contractId, [...contractIds]))
        .groupBy(ledgerTransfers.contractId);
      for (const r of rows) {
        const [funded, released, refunded] = [Number(r.funded), Number(r.released), Number(r.refunded)];
        result.set(r.contractId!, {
          inEscrowCents: funded - released - refunded,
          releasedCents: released,
          refundedCents: refunded,
        });
      }
      return result;
    },

    /**
     * What has come back of each of a freelancer's payouts (`payout_return` transfers naming the
     * payment); read through the freelancer's transfers, which the user index finds.
     */
    async returnedOf(userId: string, paymentIds: readonly string[]): Promise<Map<string, number>> {
      if (paymentIds.length === 0) return new Map();
      const rows = await db
        .select({
          paymentId: ledgerTransfers.paymentId,
          returned: sql<string>`sum(${ledgerTransfers.amountCents})::text`,
        })
        .from(ledgerTransfers)
        .where(
          and(
            eq(ledgerTransfers.userId, userId),
            eq(ledgerTransfers.code, 'payout_return'),
            inArray(ledgerTransfers.paymentId, [...paymentIds]),
          ),
        )
        .groupBy(ledgerTransfers.paymentId);
      return new Map(rows.map((r) => [r.paymentId!, Number(r.returned)]));
    },

    /** Whether the movement that happens once (by code and ref) has happened. */
    async hasTransfer(code: 'hold_end' | 'payout_return', ref: string): Promise<boolean> {
      const [row] = await db
        .select({ id: ledgerTransfers.id })
        .from(ledgerTransfers)
        .where(and(eq(ledgerTransfers.code, code), eq(ledgerTransfers.ref, ref)));
      return Boolean(row);
    },
  };
}

export type LedgerRepository = ReturnType<typeof createLedgerRepository>;
