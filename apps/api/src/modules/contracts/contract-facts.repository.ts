import { and, eq, gte, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { contracts, offers } from './schema';

// `::int`: count(*) is a bigint, which node-postgres hands back as a string.
const countWhere = (condition: SQL) => sql<number>`(count(*) filter (where ${condition}))::int`;

/**
 * What other modules read and end of offers and contracts by the people and jobs they name
 * (deleting an account, the admin dashboard), in one statement each.
 */
export function createContractFactsRepository(db: Executor) {
  const partyTo = (userId: string) => or(eq(contracts.clientId, userId), eq(contracts.freelancerId, userId));

  return {
    /** The user's contracts, locked, so that no money moves on them while the account is deleted. */
    lockOf: (userId: string) =>
      db
        .select({ id: contracts.id, status: contracts.status })
        .from(contracts)
        .where(partyTo(userId))
        .for('update'),

    /** Offers still waiting on either side end: the client's are withdrawn, the freelancer's declined. */
    async endPendingOffersOf(userId: string): Promise<void> {
      await db
        .update(offers)
        .set({ status: 'withdrawn', updatedAt: sql`now()` })
        .where(and(eq(offers.clientId, userId), eq(offers.status, 'pending')));
      await db
        .update(offers)
        .set({ status: 'declined', updatedAt: sql`now()` })
        .where(and(eq(offers.freelancerId, userId), eq(offers.status, 'pending')));
    },

    /** Whether an offer or a contract names the user: such rows keep pointing at them (RESTRICT keys). */
    async isParty(userId: string): Promise<boolean> {
      const [row] = await db
        .select({
          named: sql<boolean>`(
            exists (select 1 from ${offers} where ${offers.clientId} = ${userId} or ${offers.freelancerId} = ${userId})
            or exists (select 1 from ${contracts} where ${contracts.clientId} = ${userId} or ${contracts.freelancerId} = ${userId})
          )`,
        })
        .from(sql`(select 1) as one`);
      return Boolean(row?.named);
    },

    /** Which of these jobs an offer or a contract points at: they stay for the other party's records. */
    async jobIdsWithDeals(jobIds: readonly string[]): Promise<string[]> {
      if (jobIds.length === 0) return [];
      const ids = [...new Set(jobIds)];
      const rows = await db
        .select({ jobId: offers.jobId })
        .from(offers)
        .where(inArray(offers.jobId, ids))
        .union(db.select({ jobId: contracts.jobId }).from(contracts).where(inArray(contracts.jobId, ids)));
      return rows.map((row) => row.jobId);
    },

    /** Which of these proposals an offer points at. */
    async proposalIdsWithOffers(proposalIds: readonly string[]): Promise<string[]> {
      if (proposalIds.length === 0) return [];
      const rows = await db
        .selectDistinct({ proposalId: offers.proposalId })
        .from(offers)
        .where(inArray(offers.proposalId, [...new Set(proposalIds)]));
      return rows.flatMap((row) => (row.proposalId ? [row.proposalId] : []));
    },

    /**
     * Ended contracts with their times (reviews and reputation, issue 26): these ids, or those of
     * these people that ended at or after `since`.
     */
    endings(filter: { ids: readonly string[] } | { userIds: readonly string[]; since: Date }) {
      const where =
        'ids' in filter
          ? inArray(contracts.id, [...filter.ids])
          : and(
              eq(contracts.status, 'ended'),
              gte(contracts.endedAt, filter.since),
              or(
                inArray(contracts.clientId, [...filter.userIds]),
                inArray(contracts.freelancerId, [...filter.userIds]),
              ),
            );
      const empty = 'ids' in filter ? filter.ids.length === 0 : filter.userIds.length === 0;
      if (empty) return Promise.resolve([]);
      return db
        .select({
          id: contracts.id,
          title: contracts.title,
          status: contracts.status,
          clientId: contracts.clientId,
          freelancerId: contracts.freelancerId,
          currency: contracts.currency,
          startedAt: contracts.createdAt,
          endedAt: contracts.endedAt,
        })
        .from(contracts)
        .where(where);
    },

    /** Who was hired on the job, whatever became of the contract since (its suggestions leave them out). */
    async freelancerIdsHiredOn(jobId: string): Promise<string[]> {
      const rows = await db
        .selectDistinct({ id: contracts.freelancerId })
        .from(contracts)
        .where(eq(contracts.jobId, jobId));
      return rows.map((r) => r.id);
    },

    /** Those of these jobs that hired someone (the assistant's budget range comes from them). */
    async jobIdsWithHire(jobIds: readonly string[]): Promise<Set<string>> {
      if (jobIds.length === 0) return new Set();
      const rows = await db
        .selectDistinct({ id: contracts.jobId })
        .from(contracts)
        .where(inArray(contracts.jobId, [...jobIds]));
      return new Set(rows.map((r) => r.id));
    },

    /** The client's contracts and how many of their jobs hired (a job page's client record). */
    async hiringOf(clientId: string): Promise<{ contractIds: string[]; jobsWithHire: number }> {
      const rows = await db
        .select({ id: contracts.id, jobId: contracts.jobId })
        .from(contracts)
        .where(eq(contracts.clientId, clientId));
      return { contractIds: rows.map((r) => r.id), jobsWithHire: new Set(rows.map((r) => r.jobId)).size };
    },

    /** Active and ended contracts (the admin dashboard). */
    async countByStatus(): Promise<{ active: number; ended: number }> {
      const [row] = await db
        .select({
          active: countWhere(sql`${contracts.status} = 'active'`),
          ended: countWhere(sql`${contracts.status} = 'ended'`),
        })
        .from(contracts);
      // An aggregate without GROUP BY always yields exactly one row.
      return row!;
    },
  };
}
