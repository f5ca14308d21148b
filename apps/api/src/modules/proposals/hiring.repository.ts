import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { proposals } from './schema';

/** What hiring (contracts) reads and writes of a proposal, through this module (ADR 026). */
export function createProposalHiringRepository(db: Executor) {
  return {
    /** The proposal's status, freelancer and job, locked until the transaction ends; null if none. */
    async lock(id: string) {
      const [row] = await db
        .select({ status: proposals.status, freelancerId: proposals.freelancerId, jobId: proposals.jobId })
        .from(proposals)
        .where(eq(proposals.id, id))
        .for('update');
      return row ?? null;
    },

    /** The hire shows on the proposal (issue 15). */
    async markHired(id: string): Promise<void> {
      await db.update(proposals).set({ status: 'hired', updatedAt: sql`now()` }).where(eq(proposals.id, id));
    },
  };
}
