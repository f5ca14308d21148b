import { UNCOUNTED_MILESTONE_STATUSES } from '@skillora/shared';
import { and, count, eq, inArray, notInArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowsByIds } from '../../db/reads';
import { contracts, milestones } from './schema';

/** A contract's milestones: locked for a move, proposed, counted and summed (ADR 020, ADR 024). */
export function createMilestonesRepository(db: Executor) {
  return {
    /** The parties of the milestone's contract: who reads its submissions' files (submission-files.ts). */
    async partiesOf(milestoneId: string) {
      const [row] = await db
        .select({ clientId: contracts.clientId, freelancerId: contracts.freelancerId })
        .from(milestones)
        .innerJoin(contracts, eq(contracts.id, milestones.contractId))
        .where(eq(milestones.id, milestoneId));
      return row ?? null;
    },

    /** A milestone of the contract with the contract's parties, locked for this transaction. */
    async lock(contractId: string, milestoneId: string) {
      const [row] = await db
        .select({
          milestone: milestones,
          clientId: contracts.clientId,
          freelancerId: contracts.freelancerId,
          contractStatus: contracts.status,
        })
        .from(milestones)
        .innerJoin(contracts, eq(contracts.id, milestones.contractId))
        .where(and(eq(milestones.id, milestoneId), eq(milestones.contractId, contractId)))
        .for('update', { of: milestones });
      return row ?? null;
    },

    /** Pauses (null) or moves a submitted milestone's auto-release; call under its lock (issue 25). */
    async setAutoRelease(milestoneId: string, at: Date | null): Promise<void> {
      await db.update(milestones).set({ autoReleaseAt: at }).where(eq(milestones.id, milestoneId));
    },

    /** Locks every milestone of the contract (in order, so two lockers cannot deadlock); returns their ids. */
    async lockAllOf(contractId: string): Promise<string[]> {
      const rows = await db
        .select({ id: milestones.id })
        .from(milestones)
        .where(eq(milestones.contractId, contractId))
        .orderBy(milestones.id)
        .for('update');
      return rows.map((r) => r.id);
    },

    /** A milestone the client proposes during the contract (ADR 024), last in order; call under the contract's lock. */
    async propose(
      contractId: string,
      input: { title: string; amountCents: number; dueDate: string | null; currency: string },
    ) {
      const [last] = await db
        .select({ top: sql<string | null>`max(${milestones.position})::text` })
        .from(milestones)
        .where(eq(milestones.contractId, contractId));
      const [row] = await db
        .insert(milestones)
        .values({ contractId, position: Number(last?.top ?? 0) + 1, status: 'proposed', ...input })
        .returning();
      return row!;
    },

    /** How many milestones the contract has, whatever their state. */
    async countOf(contractId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(milestones)
        .where(eq(milestones.contractId, contractId));
      return row?.n ?? 0;
    },

    /** How many of the contract's milestones hold money in escrow. */
    async countHeld(contractId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(milestones)
        .where(
          and(
            eq(milestones.contractId, contractId),
            inArray(milestones.status, ['funded', 'submitted', 'changes_requested']),
          ),
        );
      return row?.n ?? 0;
    },

    /** Each contract's total of its milestones that count (not cancelled, proposed or declined). */
    async totals(contractIds: readonly string[]): Promise<Map<string, number>> {
      if (contractIds.length === 0) return new Map();
      const rows = await db
        .select({
          id: milestones.contractId,
          total: sql<string>`coalesce(sum(${milestones.amountCents}) filter (where ${notInArray(milestones.status, [...UNCOUNTED_MILESTONE_STATUSES])}), 0)::text`,
        })
        .from(milestones)
        .where(inArray(milestones.contractId, [...contractIds]))
        .groupBy(milestones.contractId);
      return new Map(rows.map((r) => [r.id, Number(r.total)]));
    },

    /** The milestones of every contract the user is a party to, either side. */
    async idsOfParty(userId: string): Promise<string[]> {
      const found = await db
        .select({ id: milestones.id })
        .from(milestones)
        .innerJoin(contracts, eq(contracts.id, milestones.contractId))
        .where(or(eq(contracts.clientId, userId), eq(contracts.freelancerId, userId)));
      return found.map((m) => m.id);
    },

    /** These milestones' titles (what a wallet's or the admin's ledger row names). */
    async titles(ids: readonly string[]): Promise<Map<string, string>> {
      const found = await rowsByIds(db, milestones, { id: milestones.id, title: milestones.title }, ids);
      return new Map(found.map((m) => [m.id, m.title]));
    },

    /** These milestones' titles and release times (a wallet's pending amounts: the hold counts from then). */
    async releases(ids: readonly string[]): Promise<Map<string, { title: string; releasedAt: Date | null }>> {
      const columns = { id: milestones.id, title: milestones.title, releasedAt: milestones.releasedAt };
      const found = await rowsByIds(db, milestones, columns, ids);
      return new Map(found.map(({ id, ...m }) => [id, m]));
    },
  };
}
