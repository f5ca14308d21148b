import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowById } from '../../db/reads';
import { proposals } from './schema';

/** What hiring (contracts) reads and writes of a proposal, through this module (ADR 026). */
export function createProposalHiringRepository(db: Executor) {
  return {
    /** The proposal's status, freelancer and job, locked until the transaction ends; null if none. */
    async lock(id: string) {
      const { status, freelancerId, jobId } = proposals;
      return rowById(db, proposals, { status, freelancerId, jobId }, id, 'for update');
    },

    /** The hire shows on the proposal (issue 15). */
    async markHired(id: string): Promise<void> {
      await db.update(proposals).set({ status: 'hired', updatedAt: sql`now()` }).where(eq(proposals.id, id));
    },
  };
}
