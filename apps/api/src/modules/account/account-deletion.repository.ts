import { and, eq, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { contracts, ledgerAccounts, milestones } from '../../db/schema';

/**
 * What deleting an account reads of escrow, in its one transaction (ADR 019, ADR 020). The escrow
 * balance belongs in the money module, which is taking it over (issue 24); everything else deleting
 * an account checks and ends is read and written by the modules that own it (account.service.ts).
 */
export function createAccountDeletionRepository(db: Executor) {
  return {
    /** What sits in escrow on the user's contracts, either side (from the ledger, ADR 020). */
    async inEscrowCents(userId: string): Promise<number> {
      const [row] = await db
        .select({ held: sql<string>`coalesce(sum(${ledgerAccounts.balance}), 0)::text` })
        .from(ledgerAccounts)
        .innerJoin(milestones, eq(milestones.id, ledgerAccounts.milestoneId))
        .innerJoin(contracts, eq(contracts.id, milestones.contractId))
        .where(
          and(
            eq(ledgerAccounts.kind, 'escrow'),
            or(eq(contracts.clientId, userId), eq(contracts.freelancerId, userId)),
          ),
        );
      return Number(row?.held ?? 0);
    },
  };
}
