import type { GetJobProposalsQuery } from '@skillora/shared';
import { and, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { proposalColumns, proposalPage, withIsoDates } from './proposal-sql';
import { proposals } from './schema';

/** What the client's card of a proposal holds of the proposals table; the freelancer's card is added by the service. */
const rowColumns = { ...proposalColumns, freelancerId: proposals.freelancerId };

/** A withdrawn proposal is gone from the client's view. */
const visibleToClient = ne(proposals.status, 'withdrawn');

export function createClientProposalsRepository(db: Executor) {
  return {
    /** The proposals on a job, newest first, and their total (the job's owner is checked by the caller). */
    async listForJob(jobId: string, query: GetJobProposalsQuery) {
      const where = and(
        eq(proposals.jobId, jobId),
        visibleToClient,
        query.status ? eq(proposals.status, query.status) : undefined,
      );
      return proposalPage(db, rowColumns, where, query);
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
