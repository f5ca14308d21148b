import { and, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { contracts, hourlyCharges, milestones, type PauseReason } from './schema';

/** The weekly invoices and bonuses of hourly contracts, each paid through a milestone (ADR 037). */
export function createHourlyChargesRepository(db: Executor) {
  /** The position after the contract's last milestone; call under the contract's lock. */
  async function nextPosition(contractId: string) {
    const [last] = await db
      .select({ top: sql<string | null>`max(${milestones.position})::text` })
      .from(milestones)
      .where(eq(milestones.contractId, contractId));
    return Number(last?.top ?? 0) + 1;
  }

  return {
    nextPosition,

    /** A milestone that carries a week's invoice or a bonus, last in order; call under the contract's lock. */
    async insertMilestone(
      contractId: string,
      input: { title: string; amountCents: number; currency: string },
    ) {
      const position = await nextPosition(contractId);
      const [row] = await db
        .insert(milestones)
        .values({ contractId, position, status: 'pending', ...input })
        .returning({ id: milestones.id });
      return row!.id;
    },

    /**
     * The undisputed rest of a week split from its milestone (ADR 037): a milestone in review like
     * the week's, and the week's own milestone keeps only the disputed amount. Under the week's lock.
     */
    async splitRest(
      week: { id: string; milestoneId: string },
      rest: typeof milestones.$inferInsert,
      disputedCents: number,
    ) {
      const [row] = await db.insert(milestones).values(rest).returning({ id: milestones.id });
      await db
        .update(milestones)
        .set({ amountCents: disputedCents })
        .where(eq(milestones.id, week.milestoneId));
      await db.update(hourlyCharges).set({ restMilestoneId: row!.id }).where(eq(hourlyCharges.id, week.id));
      return row!.id;
    },

    async insert(values: typeof hourlyCharges.$inferInsert) {
      await db.insert(hourlyCharges).values(values);
    },

    async ofWeek(contractId: string, week: string) {
      const [row] = await db
        .select()
        .from(hourlyCharges)
        .where(
          and(
            eq(hourlyCharges.contractId, contractId),
            eq(hourlyCharges.week, week),
            eq(hourlyCharges.kind, 'week'),
          ),
        );
      return row ?? null;
    },

    /** A week's invoice as the timesheet shows it; null before it was made or when nothing was billable. */
    async invoiceOf(contractId: string, week: string) {
      const [row] = await db
        .select({
          milestoneId: milestones.id,
          amountCents: milestones.amountCents,
          status: milestones.status,
          releasedAt: milestones.releasedAt,
          billableMinutes: sql<number>`coalesce(${hourlyCharges.billableMinutes}, 0)`.mapWith(Number),
          undisputedMilestoneId: hourlyCharges.restMilestoneId,
        })
        .from(hourlyCharges)
        .innerJoin(milestones, eq(milestones.id, hourlyCharges.milestoneId))
        .where(
          and(
            eq(hourlyCharges.contractId, contractId),
            eq(hourlyCharges.week, week),
            eq(hourlyCharges.kind, 'week'),
          ),
        );
      return row ?? null;
    },

    /**
     * The weeks from `first` to `last` (Mondays) that were invoiced, each with its milestone (null:
     * nothing billed). A week whose entries were disputed counts its undisputed rest in its amount.
     */
    async weekInvoices(contractId: string, first: string, last: string) {
      const rest = alias(milestones, 'rest');
      const rows = await db
        .select({
          week: hourlyCharges.week,
          milestoneId: milestones.id,
          status: milestones.status,
          amountCents: milestones.amountCents,
          restCents: rest.amountCents,
          releasedAt: milestones.releasedAt,
        })
        .from(hourlyCharges)
        .leftJoin(milestones, eq(milestones.id, hourlyCharges.milestoneId))
        .leftJoin(rest, eq(rest.id, hourlyCharges.restMilestoneId))
        .where(
          and(
            eq(hourlyCharges.contractId, contractId),
            eq(hourlyCharges.kind, 'week'),
            gte(hourlyCharges.week, first),
            lte(hourlyCharges.week, last),
          ),
        );
      return new Map(
        rows.map((r) => [
          r.week!,
          r.status === null
            ? null
            : {
                milestoneId: r.milestoneId!,
                status: r.status,
                amountCents: r.amountCents! + (r.restCents ?? 0),
                releasedAt: r.releasedAt,
              },
        ]),
      );
    },

    async ofMilestone(milestoneId: string) {
      const [row] = await db.select().from(hourlyCharges).where(eq(hourlyCharges.milestoneId, milestoneId));
      return row ?? null;
    },

    /** What the weekly charge needs of the contract: the saved card, and whether it is paused. */
    async billing(contractId: string) {
      const [row] = await db
        .select({
          clientId: contracts.clientId,
          freelancerId: contracts.freelancerId,
          currency: contracts.currency,
          paymentMethod: contracts.paymentMethod,
          pausedAt: contracts.pausedAt,
        })
        .from(contracts)
        .where(eq(contracts.id, contractId));
      return row ?? null;
    },

    /** Pauses the contract for `reason`; a contract already paused keeps its first reason. */
    async pause(contractId: string, at: Date, reason: PauseReason) {
      const rows = await db
        .update(contracts)
        .set({ pausedAt: at, pauseReason: reason })
        .where(and(eq(contracts.id, contractId), isNull(contracts.pausedAt)))
        .returning({ id: contracts.id });
      return rows.length > 0;
    },

    /** A card that worked replaces the saved one (ADR 037): the next weeks are charged to it. */
    async replaceCard(contractId: string, paymentMethod: string) {
      await db.update(contracts).set({ paymentMethod }).where(eq(contracts.id, contractId));
    },

    /** Lifts a pause for `reason` (any other pause stays); answers whether there was one. */
    async unpause(contractId: string, reason: PauseReason, at: Date) {
      const rows = await db
        .update(contracts)
        .set({ pausedAt: null, pauseReason: null, resumedAt: at })
        .where(and(eq(contracts.id, contractId), eq(contracts.pauseReason, reason)))
        .returning({ id: contracts.id });
      return rows.length > 0;
    },
  };
}
