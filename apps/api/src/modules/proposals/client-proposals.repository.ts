import type { GetJobProposalsQuery } from '@skillora/shared';
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { proposalColumns, proposalPage, withIsoDates } from './proposal-sql';
import { proposals } from './schema';

/** What the client's card of a proposal holds of the proposals table; the freelancer's card is added by the service. */
const rowColumns = { ...proposalColumns, freelancerId: proposals.freelancerId };

/** A withdrawn proposal is gone from the client's view. */
const visibleToClient = ne(proposals.status, 'withdrawn');

const onJob = (jobId: string, query: GetJobProposalsQuery) =>
  and(
    eq(proposals.jobId, jobId),
    visibleToClient,
    query.status ? eq(proposals.status, query.status) : undefined,
  );

export function createClientProposalsRepository(db: Executor) {
  return {
    /** The proposals on a job, newest first, and their total (the job's owner is checked by the caller). */
    async listForJob(jobId: string, query: GetJobProposalsQuery) {
      return proposalPage(db, rowColumns, onJob(jobId, query), query);
    },

    /**
     * Who proposed on a job, every one of them newest first: what a sort by the freelancers'
     * reputation orders in memory (a job has few proposals).
     */
    whoProposed(jobId: string, query: GetJobProposalsQuery) {
      return db
        .select({ id: proposals.id, freelancerId: proposals.freelancerId })
        .from(proposals)
        .where(onJob(jobId, query))
        .orderBy(desc(proposals.createdAt), desc(proposals.id));
    },

    /** These proposals, whole, in no particular order. */
    async findMany(ids: readonly string[]) {
      if (ids.length === 0) return [];
      const rows = await db
        .select(rowColumns)
        .from(proposals)
        .where(inArray(proposals.id, [...ids]));
      return rows.map(withIsoDates);
    },

    /** A proposal (withdrawn ones included, to say why they cannot change); its job tells whose it is. */
    async find(id: string) {
      const [row] = await db.select(rowColumns).from(proposals).where(eq(proposals.id, id));
      return row ? withIsoDates(row) : null;
    },
  };
}

export type ClientProposalsRepository = ReturnType<typeof createClientProposalsRepository>;
export type ClientProposalRecord = NonNullable<Awaited<ReturnType<ClientProposalsRepository['find']>>>;
