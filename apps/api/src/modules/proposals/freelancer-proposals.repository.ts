import type { GetMyProposalsQuery, ProposalFields, ScreeningAnswer } from '@skillora/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type ProposalRow, proposalColumns, proposalPage, withIsoDates } from './proposal-sql';
import { proposals } from './schema';

/** What is stored: the answers beside the questions they answer (freelancer-proposals.service.ts). */
export type ProposalRecord = Omit<ProposalFields, 'answers' | 'attachments'> & { answers: ScreeningAnswer[] };

/**
 * A proposal its freelancer may still change: not withdrawn or declined (the job's state is the jobs
 * module's, checked by the caller in the same transaction).
 */
const changeable = sql`${proposals.status} in ('submitted', 'shortlisted')`;

export function createFreelancerProposalsRepository(db: Executor) {
  const mine = (id: string, freelancerId: string) =>
    and(eq(proposals.id, id), eq(proposals.freelancerId, freelancerId));

  return {
    /** Throws the database's unique violation when this freelancer already proposed on the job. */
    async insert(jobId: string, freelancerId: string, fields: ProposalRecord): Promise<ProposalRow> {
      const [row] = await db
        .insert(proposals)
        .values({ jobId, freelancerId, ...fields })
        .returning(proposalColumns);
      return withIsoDates(row!);
    },

    /** My proposal; null for anyone else's. */
    async findMine(id: string, freelancerId: string) {
      const [row] = await db.select(proposalColumns).from(proposals).where(mine(id, freelancerId));
      return row ?? null;
    },

    /** Null when the proposal stopped being changeable since it was read (a race with the client). */
    async update(
      id: string,
      freelancerId: string,
      change: Partial<ProposalRecord>,
    ): Promise<ProposalRow | null> {
      const [row] = await db
        .update(proposals)
        .set({ ...change, updatedAt: sql`now()` })
        .where(and(mine(id, freelancerId), changeable))
        .returning(proposalColumns);
      return row ? withIsoDates(row) : null;
    },

    /** Newest first, and the total, in two statements; the jobs are read from their module. */
    async listMine(freelancerId: string, query: GetMyProposalsQuery) {
      const where = and(
        eq(proposals.freelancerId, freelancerId),
        query.status ? eq(proposals.status, query.status) : undefined,
      );
      return proposalPage(db, proposalColumns, where, query);
    },

    /** The freelancer's proposals on these jobs, any status, in one statement: for other modules' checks. */
    async findOnJobs(freelancerId: string, jobIds: readonly string[]) {
      if (jobIds.length === 0) return [];
      return db
        .select({ jobId: proposals.jobId, status: proposals.status })
        .from(proposals)
        .where(and(eq(proposals.freelancerId, freelancerId), inArray(proposals.jobId, [...jobIds])));
    },
  };
}

export type FreelancerProposalsRepository = ReturnType<typeof createFreelancerProposalsRepository>;
