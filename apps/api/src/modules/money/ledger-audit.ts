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
    // funded (or split in) = released (share + fee) + refunded + split out + still held, per milestone.
    // A split is the one transfer between two milestones: `milestone_id` receives it, `ref` gives it.
    name: 'milestone escrow does not add up',
    query: sql`select m.id::text as what from milestones m
      left join ledger_accounts a on a.key = 'escrow:' || m.id
      cross join lateral (select
        coalesce(sum(amount_cents) filter (where code = 'fund' or (code = 'escrow_split' and milestone_id = m.id)), 0) funded,
        coalesce(sum(amount_cents) filter (where code in ('release', 'fee', 'refund')
          or (code = 'escrow_split' and ref = m.id::text)), 0) out,
        count(*) filter (where code = 'fund') funds
        from ledger_transfers t
        where t.milestone_id = m.id or (t.code = 'escrow_split' and t.ref = m.id::text)) x
      where x.funded <> x.out + coalesce(a.balance, 0) or x.funds > 1`,
  },
  {
    // Money sits in escrow only between fund and release or refund, and then all of it: a status and
    // a balance that disagree mean a state moved without its transfers, or the reverse. A milestone
    // never funded has no escrow account, hence the left join.
    name: 'milestone status disagrees with its escrow',
    query: sql`select m.id::text || ' is ' || m.status || ' and holds ' || coalesce(a.balance, 0)
        || ' in escrow, not ' || x.expected as what
      from milestones m
      left join ledger_accounts a on a.key = 'escrow:' || m.id
      cross join lateral (select case when m.status in ('funded', 'submitted', 'changes_requested')
        then m.amount_cents else 0 end expected) x
      where coalesce(a.balance, 0) <> x.expected`,
  },
  {
    name: 'freelancer pending + available differs from releases less payouts (plus returned payouts)',
    query: sql`select u.owner_user_id::text as what from (
        select owner_user_id, currency, sum(balance) held from ledger_accounts
        where kind in ('freelancer_pending', 'freelancer_available') group by 1, 2) u
      cross join lateral (select
        coalesce(sum(amount_cents) filter (where code = 'release'), 0) released,
        coalesce(sum(amount_cents) filter (where code = 'payout'), 0) paid,
        coalesce(sum(amount_cents) filter (where code = 'payout_return'), 0) returned
        from ledger_transfers t where t.user_id = u.owner_user_id and t.currency = u.currency) x
      where u.held <> x.released - x.paid + x.returned`,
  },
  {
    name: 'milestone funded by more than one successful charge',
    query: sql`select milestone_id::text as what from payments
      where kind = 'charge' and status = 'succeeded' group by milestone_id having count(*) > 1`,
  },
];

/** Recomputes every balance from the transfers and checks every invariant of ADR 020. */
export async function auditLedger(db: Executor): Promise<LedgerAudit> {
  const [totals] = await rows<{ n: string; moved: string }>(
    db,
    sql`select count(*)::text n, coalesce(sum(amount_cents), 0)::text moved from ledger_transfers`,
  );
  const mismatches: string[] = [];
  for (const check of CHECKS) {
    for (const row of await rows<{ what: string }>(db, check.query))
      mismatches.push(`${check.name}: ${row.what}`);
  }
  // Σ debits = Σ credits by construction: each transfer is one row debiting one account and
  // crediting another by its one amount (ADR 020). The answer names both totals; the
  // checks above are the ones that can fail.
  const moved = Number(totals?.moved ?? 0);
  return {
    ok: mismatches.length === 0,
    transfers: Number(totals?.n ?? 0),
    debitsCents: moved,
    creditsCents: moved,
    mismatches,
  };
}
