import { and, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { contracts, milestones } from './schema';

/** What profiles show of a person's contracts (issue 14): counts and a total, never the contracts. */
export function createContractStats(db: Executor) {
  return {
    /** Ended contracts, and the sum of released milestones (the gross the freelancer earned). */
    async forFreelancer(userId: string): Promise<{ jobsCompleted: number; earnedCents: number }> {
      const [[ended], [earned]] = await Promise.all([
        db
          .select({ n: count() })
          .from(contracts)
          .where(and(eq(contracts.freelancerId, userId), eq(contracts.status, 'ended'))),
        db
          .select({ cents: sql<string>`coalesce(sum(${milestones.amountCents}), 0)::bigint` })
          .from(milestones)
          .innerJoin(contracts, eq(contracts.id, milestones.contractId))
          .where(and(eq(contracts.freelancerId, userId), eq(milestones.status, 'released'))),
      ]);
      return { jobsCompleted: ended?.n ?? 0, earnedCents: Number(earned?.cents ?? 0) };
    },

    /** Hires: contracts the client started, whatever became of them. */
    async hiresOf(clientId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(contracts).where(eq(contracts.clientId, clientId));
      return row?.n ?? 0;
    },
  };
}
