import { ACTIVE_DISPUTE_STATUSES, type DisputeStepKind } from '@skillora/shared';
import { and, asc, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  type DisputeFileRow,
  type DisputeRow,
  disputeFiles,
  disputeSettlements,
  disputeSteps,
  disputes,
} from './schema';

const active = inArray(disputes.status, [...ACTIVE_DISPUTE_STATUSES]);

export type NewDispute = typeof disputes.$inferInsert;
export type Side = 'client' | 'freelancer';

/** Disputes, their steps and their proposed settlements (issue 25). */
export function createDisputesRepository(db: Executor) {
  return {
    /** Whether an open dispute holds this milestone's money (what every other money move asks). */
    async holds(milestoneId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: disputes.id })
        .from(disputes)
        .where(and(eq(disputes.milestoneId, milestoneId), active))
        .limit(1);
      return Boolean(row);
    },

    /** Which of these milestones an open dispute holds (a Timesheet's weeks in dispute). */
    async activeOn(milestoneIds: readonly string[]): Promise<Set<string>> {
      if (milestoneIds.length === 0) return new Set();
      const rows = await db
        .select({ milestoneId: disputes.milestoneId })
        .from(disputes)
        .where(and(inArray(disputes.milestoneId, [...milestoneIds]), active));
      return new Set(rows.map((r) => r.milestoneId));
    },

    /** What open disputes hold of the user's escrow, either side (the wallet's "in dispute"). */
    async heldFor(userId: string): Promise<number> {
      const [row] = await db
        .select({ held: sql<string>`coalesce(sum(${disputes.heldCents}), 0)::text` })
        .from(disputes)
        .where(and(active, or(eq(disputes.clientId, userId), eq(disputes.freelancerId, userId))));
      return Number(row?.held ?? 0);
    },

    /**
     * Disputes on these contracts that a side lost (reputation, issue 26): settled by an admin or on
     * that side's silence, with all the money going the other way — none released (the freelancer
     * lost) or all of it (the client lost). An agreement is nobody's loss.
     */
    async lostOn(contractIds: readonly string[]): Promise<Array<{ contractId: string; loser: Side }>> {
      if (contractIds.length === 0) return [];
      const rows = await db
        .select({
          contractId: disputes.contractId,
          releasedAll: sql<boolean>`${disputes.outcomeReleaseCents} = ${disputes.heldCents}`,
        })
        .from(disputes)
        .where(
          and(
            inArray(disputes.contractId, [...contractIds]),
            eq(disputes.status, 'settled'),
            inArray(disputes.outcomeBy, ['admin', 'no_response']),
            or(eq(disputes.outcomeReleaseCents, 0), eq(disputes.outcomeReleaseCents, disputes.heldCents)),
          ),
        );
      return rows.map((r) => ({ contractId: r.contractId, loser: r.releasedAll ? 'client' : 'freelancer' }));
    },

    async insert(values: NewDispute): Promise<DisputeRow> {
      const [row] = await db.insert(disputes).values(values).returning();
      return row!;
    },

    /** The dispute, locked for a move. */
    async lock(id: string): Promise<DisputeRow | null> {
      const [row] = await db.select().from(disputes).where(eq(disputes.id, id)).for('update');
      return row ?? null;
    },

    /** The open dispute holding the milestone, locked (a settlement's refund finishing). */
    async lockActiveOn(milestoneId: string): Promise<DisputeRow | null> {
      const [row] = await db
        .select()
        .from(disputes)
        .where(and(eq(disputes.milestoneId, milestoneId), active))
        .for('update');
      return row ?? null;
    },

    async find(id: string): Promise<DisputeRow | null> {
      const [row] = await db.select().from(disputes).where(eq(disputes.id, id));
      return row ?? null;
    },

    /** The user's disputes, either side, newest first. */
    listOf(userId: string): Promise<DisputeRow[]> {
      return db
        .select()
        .from(disputes)
        .where(or(eq(disputes.clientId, userId), eq(disputes.freelancerId, userId)))
        .orderBy(desc(disputes.createdAt))
        .limit(200);
    },

    /** What admins work through: active disputes, the nearest deadline first, then the rest, newest first. */
    listForAdmins(): Promise<DisputeRow[]> {
      return db
        .select()
        .from(disputes)
        .orderBy(
          sql`case when ${active} then 0 else 1 end`,
          sql`case when ${active} then coalesce(${disputes.mediationDueAt}, ${disputes.responseDueAt}) end`,
          desc(disputes.updatedAt),
        )
        .limit(200);
    },

    async update(id: string, set: Partial<NewDispute>): Promise<void> {
      await db
        .update(disputes)
        .set({ ...set, updatedAt: sql`now()` })
        .where(eq(disputes.id, id));
    },

    async addStep(step: {
      disputeId: string;
      kind: DisputeStepKind;
      actorId: string | null;
      statement?: string | null;
      releaseCents?: number | null;
      refundCents?: number | null;
    }): Promise<string> {
      const [row] = await db.insert(disputeSteps).values(step).returning({ id: disputeSteps.id });
      return row!.id;
    },

    async addFile(file: typeof disputeFiles.$inferInsert): Promise<void> {
      await db.insert(disputeFiles).values(file);
    },

    /** The evidence of these disputes, in the order it was attached. */
    filesOf(disputeIds: readonly string[]) {
      if (disputeIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(disputeFiles)
        .where(inArray(disputeFiles.disputeId, [...disputeIds]))
        .orderBy(asc(disputeFiles.stepId), asc(disputeFiles.position));
    },

    /** How many files this user attached to the dispute. */
    async filesAttachedBy(disputeId: string, userId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(disputeFiles)
        .innerJoin(disputeSteps, eq(disputeSteps.id, disputeFiles.stepId))
        .where(and(eq(disputeFiles.disputeId, disputeId), eq(disputeSteps.actorId, userId)));
      return row?.n ?? 0;
    },

    async findFile(disputeId: string, id: string): Promise<DisputeFileRow | null> {
      const [row] = await db
        .select()
        .from(disputeFiles)
        .where(and(eq(disputeFiles.disputeId, disputeId), eq(disputeFiles.id, id)));
      return row ?? null;
    },

    stepsOf(disputeIds: readonly string[]) {
      if (disputeIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(disputeSteps)
        .where(inArray(disputeSteps.disputeId, [...disputeIds]))
        .orderBy(asc(disputeSteps.createdAt), asc(disputeSteps.id));
    },

    /** A new proposal replaces the proposer's earlier one still waiting. */
    async propose(disputeId: string, proposedBy: Side, split: { releaseCents: number; refundCents: number }) {
      await db
        .update(disputeSettlements)
        .set({ status: 'superseded' })
        .where(
          and(
            eq(disputeSettlements.disputeId, disputeId),
            eq(disputeSettlements.proposedBy, proposedBy),
            eq(disputeSettlements.status, 'pending'),
          ),
        );
      const [row] = await db
        .insert(disputeSettlements)
        .values({ disputeId, proposedBy, ...split })
        .returning();
      return row!;
    },

    async pendingSettlement(disputeId: string, settlementId: string) {
      const [row] = await db
        .select()
        .from(disputeSettlements)
        .where(
          and(
            eq(disputeSettlements.id, settlementId),
            eq(disputeSettlements.disputeId, disputeId),
            eq(disputeSettlements.status, 'pending'),
          ),
        );
      return row ?? null;
    },

    pendingSettlementsOf(disputeIds: readonly string[]) {
      if (disputeIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(disputeSettlements)
        .where(
          and(
            inArray(disputeSettlements.disputeId, [...disputeIds]),
            eq(disputeSettlements.status, 'pending'),
          ),
        )
        .orderBy(asc(disputeSettlements.createdAt));
    },

    /** The dispute ended: the accepted proposal (if any) is marked so, the others declined. */
    async closeSettlements(disputeId: string, acceptedId: string | null): Promise<void> {
      if (acceptedId) {
        await db
          .update(disputeSettlements)
          .set({ status: 'accepted' })
          .where(and(eq(disputeSettlements.id, acceptedId), eq(disputeSettlements.status, 'pending')));
      }
      await db
        .update(disputeSettlements)
        .set({ status: 'declined' })
        .where(
          and(
            eq(disputeSettlements.disputeId, disputeId),
            eq(disputeSettlements.status, 'pending'),
            acceptedId ? ne(disputeSettlements.id, acceptedId) : undefined,
          ),
        );
    },
  };
}

export type DisputesRepository = ReturnType<typeof createDisputesRepository>;
