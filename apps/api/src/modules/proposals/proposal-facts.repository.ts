import { and, desc, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type ProposalRow, proposalColumns, withIsoDates } from './proposal-sql';
import { proposals } from './schema';

// `::int`: count(*) is a bigint, which node-postgres hands back as a string.
const countWhere = (condition: SQL) => sql<number>`(count(*) filter (where ${condition}))::int`;
/** Proposals a client would count: everything but the withdrawn ones. */
const counted = sql`${proposals.status} <> 'withdrawn'`;
/** Proposals waiting for the client's answer: what closing the job would cut off. */
const waiting = sql`${proposals.status} in ('submitted', 'shortlisted')`;

export type ProposalCounts = { proposalCount: number; liveProposalCount: number };

/**
 * What other modules read and end of proposals (job pages and lists, the admin's user page and
 * dashboard, deleting an account), by ids and in one statement each.
 */
export function createProposalFactsRepository(db: Executor) {
  return {
    /** Per job: the proposals a client counts and those waiting; a job with none is left out. */
    async countsByJob(jobIds: readonly string[]): Promise<Map<string, ProposalCounts>> {
      if (jobIds.length === 0) return new Map();
      const rows = await db
        .select({
          jobId: proposals.jobId,
          proposalCount: countWhere(counted),
          liveProposalCount: countWhere(waiting),
        })
        .from(proposals)
        .where(inArray(proposals.jobId, [...new Set(jobIds)]))
        .groupBy(proposals.jobId);
      return new Map(rows.map(({ jobId, ...counts }) => [jobId, counts]));
    },

    /** A job's counts and, with a freelancer id, that freelancer's proposal on it (the job's page). */
    async onJob(
      jobId: string,
      freelancerId: string | null,
    ): Promise<ProposalCounts & { mine: ProposalRow | null }> {
      // The counts' subqueries read their own `proposals`; the joined one is the freelancer's.
      const [row] = await db
        .select({
          proposalCount: sql<number>`(select ${countWhere(counted)} from ${proposals} where ${proposals.jobId} = ${jobId})`,
          liveProposalCount: sql<number>`(select ${countWhere(waiting)} from ${proposals} where ${proposals.jobId} = ${jobId})`,
          mine: proposalColumns,
        })
        .from(sql`(select 1) as one`)
        .leftJoin(
          proposals,
          freelancerId
            ? and(eq(proposals.jobId, jobId), eq(proposals.freelancerId, freelancerId))
            : sql`false`,
        );
      const { mine, ...counts } = row!;
      return { ...counts, mine: mine ? withIsoDates(mine) : null };
    },

    /** The freelancer's newest proposals (the admin's user page). */
    recentOf: (freelancerId: string, limit: number) =>
      db
        .select({
          id: proposals.id,
          jobId: proposals.jobId,
          status: proposals.status,
          createdAt: proposals.createdAt,
        })
        .from(proposals)
        .where(eq(proposals.freelancerId, freelancerId))
        .orderBy(desc(proposals.createdAt))
        .limit(limit),

    /** Proposals not withdrawn, on every job (the admin dashboard). */
    async countSent(): Promise<number> {
      const [row] = await db.select({ n: countWhere(counted) }).from(proposals);
      return row?.n ?? 0;
    },

    /** Whose proposal it is and on which job: who may read its files (proposal-files.ts). */
    async partiesOf(id: string): Promise<{ freelancerId: string; jobId: string } | null> {
      const [row] = await db
        .select({ freelancerId: proposals.freelancerId, jobId: proposals.jobId })
        .from(proposals)
        .where(eq(proposals.id, id));
      return row ?? null;
    },

    /** Who proposed on the job and did not withdraw (its suggestions mark them). */
    async freelancerIdsOn(jobId: string): Promise<string[]> {
      const rows = await db
        .select({ id: proposals.freelancerId })
        .from(proposals)
        .where(and(eq(proposals.jobId, jobId), counted));
      return rows.map((row) => row.id);
    },

    /** The bids sent on these jobs, withdrawn ones left out (a proposal's typical bid range). */
    async bidsOn(jobIds: readonly string[]): Promise<Array<{ jobId: string; bidCents: number }>> {
      if (jobIds.length === 0) return [];
      return db
        .select({ jobId: proposals.jobId, bidCents: proposals.bidCents })
        .from(proposals)
        .where(and(inArray(proposals.jobId, [...jobIds]), counted));
    },

    /** Every proposal the freelancer sent: what deleting their account looks at. */
    async idsOf(freelancerId: string): Promise<string[]> {
      const rows = await db
        .select({ id: proposals.id })
        .from(proposals)
        .where(eq(proposals.freelancerId, freelancerId));
      return rows.map((row) => row.id);
    },

    /**
     * Deleting the freelancer's account: their proposals go, except `keepIds` (an offer points at
     * them), which stay for the client's records, withdrawn if they were still waiting.
     */
    async retireOf(freelancerId: string, keepIds: readonly string[]): Promise<void> {
      const theirs = eq(proposals.freelancerId, freelancerId);
      await db
        .delete(proposals)
        .where(and(theirs, keepIds.length > 0 ? notInArray(proposals.id, [...keepIds]) : undefined));
      await db
        .update(proposals)
        .set({ status: 'withdrawn', updatedAt: sql`now()` })
        .where(and(theirs, waiting));
    },
  };
}
