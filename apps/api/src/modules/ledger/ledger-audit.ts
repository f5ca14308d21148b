import type { LedgerAudit } from '@skillora/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

async function rows<T extends Record<string, unknown>>(db: Executor, query: SQL): Promise<T[]> {
  return (await db.execute<T>(query)).rows;
}

// Sums come back as text (a bigint may exceed what a driver turns into a number) and are read exactly.
const CHECKS: Array<{ name: string; query: SQL }> = [
  {
    name: 'cached balance differs from its transfers',
    query: sql`select a.key as what from ledger_accounts a
      left join (select credit_account_id id, sum(amount_cents) s from ledger_transfers group by 1) c on c.id = a.id
      left join (select debit_account_id id, sum(amount_cents) s from ledger_transfers group by 1) d on d.id = a.id
      where a.balance <> coalesce(c.s, 0) - coalesce(d.s, 0)`,
  },
  {
    name: 'account below zero',
    query: sql`select key as what from ledger_accounts where not allow_negative and balance < 0`,
  },
  {
    name: 'transfer currency differs from an account',
    query: sql`select t.id::text as what from ledger_transfers t
      join ledger_accounts d on d.id = t.debit_account_id join ledger_accounts c on c.id = t.credit_account_id
      where d.currency <> t.currency or c.currency <> t.currency`,
  },
  {
    // funded = released (share + fee) + refunded + still held, per milestone.
    name: 'milestone escrow does not add up',
    query: sql`select m.id::text as what from milestones m
      join ledger_accounts a on a.key = 'escrow:' || m.id
      cross join lateral (select
        coalesce(sum(amount_cents) filter (where code = 'fund'), 0) funded,
        coalesce(sum(amount_cents) filter (where code in ('release', 'fee', 'refund')), 0) out
        from ledger_transfers t where t.milestone_id = m.id) x
      where x.funded <> x.out + a.balance
        or (m.status = 'released' and a.balance <> 0)
        or (select count(*) from ledger_transfers t where t.milestone_id = m.id and t.code = 'fund') > 1`,
  },
  {
    name: 'freelancer pending + available differs from releases less payouts',
    query: sql`select u.owner_user_id::text as what from (
        select owner_user_id, currency, sum(balance) held from ledger_accounts
        where kind in ('freelancer_pending', 'freelancer_available') group by 1, 2) u
      cross join lateral (select
        coalesce(sum(amount_cents) filter (where code = 'release'), 0) released,
        coalesce(sum(amount_cents) filter (where code = 'payout'), 0) paid
        from ledger_transfers t where t.user_id = u.owner_user_id and t.currency = u.currency) x
      where u.held <> x.released - x.paid`,
  },
  {
    name: 'milestone funded by more than one successful charge',
    query: sql`select milestone_id::text as what from payments
      where kind = 'charge' and status = 'succeeded' group by milestone_id having count(*) > 1`,
  },
];

/** Recomputes every balance from the transfers and checks every invariant of ADR 020. */
export async function auditLedger(db: Executor): Promise<LedgerAudit> {
  const [totals] = await rows<{ n: string; debits: string; credits: string }>(
    db,
    sql`select count(*)::text n, coalesce(sum(amount_cents), 0)::text debits,
      coalesce(sum(amount_cents), 0)::text credits from ledger_transfers`,
  );
  const mismatches: string[] = [];
  for (const check of CHECKS) {
    for (const row of await rows<{ what: string }>(db, check.query))
      mismatches.push(`${check.name}: ${row.what}`);
  }
  // Each transfer debits and credits one amount, so the totals can only differ if a row is corrupt.
  const debitsCents = Number(totals?.debits ?? 0);
  const creditsCents = Number(totals?.credits ?? 0);
  if (debitsCents !== creditsCents) mismatches.push('total debits differ from total credits');
  return {
    ok: mismatches.length === 0,
    transfers: Number(totals?.n ?? 0),
    debitsCents,
    creditsCents,
    mismatches,
  };
}
