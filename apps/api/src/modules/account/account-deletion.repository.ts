import { and, eq, inArray, notExists, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  clientProfiles,
  contracts,
  freelancerProfiles,
  jobs,
  ledgerAccounts,
  ledgerTransfers,
  offers,
  payments,
  portfolioItems,
  proposals,
  savedJobs,
} from '../../db/schema';

/**
 * What deleting an account checks and ends in other modules' tables, in its one transaction with
 * the rows locked (ADR 019, ADR 020). Still SQL over contracts, money, jobs, proposals and profiles
 * tables: those modules were being reshaped alongside (issue 24); each of these belongs in its
 * owner as a function taking the transaction, like sessions' revokeAllIn.
 */
export function createAccountDeletionRepository(db: Executor) {
  return {
    /** The user's contracts, locked, so that no money moves on them while the account is deleted. */
    lockContracts: (userId: string) =>
      db
        .select({ id: contracts.id, status: contracts.status })
        .from(contracts)
        .where(or(eq(contracts.clientId, userId), eq(contracts.freelancerId, userId)))
        .for('update'),

    /** The user's own wallet money (pending and available), and payouts not yet confirmed. */
    async walletCents(userId: string): Promise<number> {
      const [balances] = await db
        .select({ total: sql<string>`coalesce(sum(${ledgerAccounts.balance}), 0)::text` })
        .from(ledgerAccounts)
        .where(
          and(
            eq(ledgerAccounts.ownerUserId, userId),
            inArray(ledgerAccounts.kind, ['freelancer_pending', 'freelancer_available']),
          ),
        );
      const [inFlight] = await db
        .select({ total: sql<string>`coalesce(sum(${payments.amountCents}), 0)::text` })
        .from(payments)
        .where(
          and(eq(payments.userId, userId), eq(payments.kind, 'payout'), eq(payments.status, 'processing')),
        );
      return Number(balances?.total ?? 0) + Number(inFlight?.total ?? 0);
    },

    /** Whether any row the database keeps for money's sake (RESTRICT keys) points at the user. */
    async isTouchedByMoney(userId: string): Promise<boolean> {
      const [row] = await db
        .select({
          touched: sql<boolean>`(
            exists (select 1 from ${offers} where ${offers.clientId} = ${userId} or ${offers.freelancerId} = ${userId})
            or exists (select 1 from ${contracts} where ${contracts.clientId} = ${userId} or ${contracts.freelancerId} = ${userId})
            or exists (select 1 from ${ledgerAccounts} where ${ledgerAccounts.ownerUserId} = ${userId})
            or exists (select 1 from ${payments} where ${payments.userId} = ${userId})
            or exists (select 1 from ${ledgerTransfers} where ${ledgerTransfers.userId} = ${userId})
          )`,
        })
        .from(sql`(select 1) as one`);
      return Boolean(row?.touched);
    },

    /** Offers still waiting on either side end: the client's are withdrawn, the freelancer's declined. */
    async endPendingOffers(userId: string) {
      await db
        .update(offers)
        .set({ status: 'withdrawn', updatedAt: sql`now()` })
        .where(and(eq(offers.clientId, userId), eq(offers.status, 'pending')));
      await db
        .update(offers)
        .set({ status: 'declined', updatedAt: sql`now()` })
        .where(and(eq(offers.freelancerId, userId), eq(offers.status, 'pending')));
    },

    /**
     * The user's jobs and proposals: those no offer or contract points at are deleted (their
     * saved-job rows and skills go with them); the rest stay for the other party's records, closed
     * (jobs) or withdrawn (proposals still waiting).
     */
    async retireJobsAndProposals(userId: string) {
      const hasOffer = (jobId: typeof jobs.id) =>
        db.select({ one: sql`1` }).from(offers).where(eq(offers.jobId, jobId));
      const hasContract = (jobId: typeof jobs.id) =>
        db.select({ one: sql`1` }).from(contracts).where(eq(contracts.jobId, jobId));
      await db
        .delete(proposals)
        .where(
          and(
            eq(proposals.freelancerId, userId),
            notExists(db.select({ one: sql`1` }).from(offers).where(eq(offers.proposalId, proposals.id))),
          ),
        );
      await db
        .update(proposals)
        .set({ status: 'withdrawn', updatedAt: sql`now()` })
        .where(
          and(eq(proposals.freelancerId, userId), inArray(proposals.status, ['submitted', 'shortlisted'])),
        );
      await db
        .delete(jobs)
        .where(and(eq(jobs.clientId, userId), notExists(hasOffer(jobs.id)), notExists(hasContract(jobs.id))));
      await db
        .update(jobs)
        .set({ status: 'closed', updatedAt: sql`now()` })
        .where(and(eq(jobs.clientId, userId), eq(jobs.status, 'open')));
      await db.delete(savedJobs).where(eq(savedJobs.freelancerId, userId));
    },

    /** The profiles and portfolio go with the person (a kept row would otherwise keep them). */
    forgetProfiles: async (userId: string) => {
      await db.delete(freelancerProfiles).where(eq(freelancerProfiles.userId, userId));
      await db.delete(clientProfiles).where(eq(clientProfiles.userId, userId));
      await db.delete(portfolioItems).where(eq(portfolioItems.freelancerId, userId));
    },
  };
}
