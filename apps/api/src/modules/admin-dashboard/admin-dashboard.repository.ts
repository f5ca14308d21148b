import type { DashboardStats } from '@skillora/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  type CatalogTable,
  categories,
  contracts,
  jobs,
  ledgerAccounts,
  ledgerTransfers,
  proposals,
  skills,
  users,
} from '../../db/schema';

// `::int`: count(*) is a bigint, which node-postgres hands back as a string.
const countWhere = (condition: SQL) => sql<number>`(count(*) filter (where ${condition}))::int`;
// Money sums are bigints too; cents fit a JS number exactly (ADR 020), so `::float8` is lossless here.
const sumWhere = (column: SQL, condition: SQL) =>
  sql<number>`(coalesce(sum(${column}) filter (where ${condition}), 0))::float8`;

/**
 * Listed and unlisted items of one catalog as a one-row subquery. Drizzle names a subquery's
 * columns unqualified in the outer select, so every column name in the statement is unique.
 */
function catalogCounts(db: Executor, catalogTable: CatalogTable, name: string) {
  const table = catalogTable as typeof categories;
  return db
    .select({
      listed: countWhere(sql`${table.isListed}`).as(`listed_${name}`),
      unlisted: countWhere(sql`not ${table.isListed}`).as(`unlisted_${name}`),
    })
    .from(table)
    .as(`${name}_counts`);
}

export function createAdminDashboardRepository(db: Executor) {
  return {
    /**
     * One statement: one aggregate pass over each table, cross-joined into a single row, so the
     * dashboard costs one round trip however many rows the tables hold.
     */
    async stats(): Promise<DashboardStats> {
      const people = db
        .select({
          clients: countWhere(sql`${users.role} = 'client'`).as('clients'),
          freelancers: countWhere(sql`${users.role} = 'freelancer'`).as('freelancers'),
          blockedUsers: countWhere(sql`${users.status} = 'blocked'`).as('blocked_users'),
        })
        .from(users)
        .as('people');
      const categoryCounts = catalogCounts(db, categories, 'categories');
      const skillCounts = catalogCounts(db, skills, 'skills');
      const jobCounts = db
        .select({
          draft: countWhere(sql`${jobs.status} = 'draft'`).as('draft_jobs'),
          open: countWhere(sql`${jobs.status} = 'open'`).as('open_jobs'),
          closed: countWhere(sql`${jobs.status} = 'closed'`).as('closed_jobs'),
          unlisted: countWhere(sql`not ${jobs.isListed}`).as('unlisted_jobs'),
        })
        .from(jobs)
        .as('job_counts');
      const proposalCounts = db
        .select({ proposals: countWhere(sql`${proposals.status} <> 'withdrawn'`).as('proposals') })
        .from(proposals)
        .as('proposal_counts');

      const contractCounts = db
        .select({
          active: countWhere(sql`${contracts.status} = 'active'`).as('active_contracts'),
          ended: countWhere(sql`${contracts.status} = 'ended'`).as('ended_contracts'),
        })
        .from(contracts)
        .as('contract_counts');
      // Balances are the ledger's cached sums, which the audit checks against the transfers.
      const balances = db
        .select({
          held: sumWhere(sql`${ledgerAccounts.balance}`, sql`${ledgerAccounts.kind} = 'escrow'`).as(
            'held_cents',
          ),
          fees: sumWhere(sql`${ledgerAccounts.balance}`, sql`${ledgerAccounts.kind} = 'platform_fees'`).as(
            'fees_cents',
          ),
        })
        .from(ledgerAccounts)
        .as('balances');
      const released = db
        .select({
          released: sumWhere(
            sql`${ledgerTransfers.amountCents}`,
            sql`${ledgerTransfers.code} in ('release', 'fee')`,
          ).as('released_cents'),
        })
        .from(ledgerTransfers)
        .as('released');
      const [row] = await db
        .select({
          clients: people.clients,
          freelancers: people.freelancers,
          blockedUsers: people.blockedUsers,
          categories: { listed: categoryCounts.listed, unlisted: categoryCounts.unlisted },
          skills: { listed: skillCounts.listed, unlisted: skillCounts.unlisted },
          jobs: {
            draft: jobCounts.draft,
            open: jobCounts.open,
            closed: jobCounts.closed,
            unlisted: jobCounts.unlisted,
          },
          proposals: proposalCounts.proposals,
          contracts: { active: contractCounts.active, ended: contractCounts.ended },
          escrow: { heldCents: balances.held, releasedCents: released.released, feesCents: balances.fees },
        })
        .from(people)
        .crossJoin(categoryCounts)
        .crossJoin(skillCounts)
        .crossJoin(jobCounts)
        .crossJoin(proposalCounts)
        .crossJoin(contractCounts)
        .crossJoin(balances)
        .crossJoin(released);
      // An aggregate without GROUP BY always yields exactly one row.
      return row!;
    },
  };
}
