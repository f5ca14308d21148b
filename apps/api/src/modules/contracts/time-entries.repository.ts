import { and, asc, eq, gte, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowById } from '../../db/reads';
import { contracts, timeEntries } from './schema';

export type NewTimeEntry = {
  contractId: string;
  freelancerId: string;
  week: string;
  startedAt: Date;
  endedAt: Date | null;
  minutes: number;
  memo: string;
  source: 'timer' | 'manual';
};

const hourlyColumns = {
  id: contracts.id,
  clientId: contracts.clientId,
  freelancerId: contracts.freelancerId,
  status: contracts.status,
  type: contracts.type,
  hourlyRateCents: contracts.hourlyRateCents,
  weeklyLimitHours: contracts.weeklyLimitHours,
  pausedAt: contracts.pausedAt,
  pauseReason: contracts.pauseReason,
  resumedAt: contracts.resumedAt,
  createdAt: contracts.createdAt,
};

/** Hourly contracts' logged time (issue 27, ADR 037). */
export function createTimeEntriesRepository(db: Executor) {
  return {
    /** What logging time needs of a contract, locked: so an entry never lands on an ended contract. */
    lockHourlyContract: (id: string) => rowById(db, contracts, hourlyColumns, id, 'for update'),
    findHourlyContract: (id: string) => rowById(db, contracts, hourlyColumns, id),

    async insert(values: NewTimeEntry) {
      const [row] = await db.insert(timeEntries).values(values).returning();
      return row!;
    },

    async find(contractId: string, id: string) {
      const [row] = await db
        .select()
        .from(timeEntries)
        .where(and(eq(timeEntries.id, id), eq(timeEntries.contractId, contractId)));
      return row ?? null;
    },

    async update(id: string, values: Partial<NewTimeEntry>, at: Date) {
      const [row] = await db
        .update(timeEntries)
        .set({ ...values, updatedAt: at })
        .where(eq(timeEntries.id, id))
        .returning();
      return row!;
    },

    async remove(id: string) {
      await db.delete(timeEntries).where(eq(timeEntries.id, id));
    },

    /** The person's running timer, on any contract. */
    async running(freelancerId: string) {
      const [row] = await db
        .select()
        .from(timeEntries)
        .where(and(eq(timeEntries.freelancerId, freelancerId), isNull(timeEntries.endedAt)));
      return row ?? null;
    },

    /** The end of the latest time worked on the contract (a running timer: now); null when none. */
    async lastLogged(contractId: string, now: Date) {
      const [row] = await db
        .select({
          at: sql<Date | null>`max(coalesce(${timeEntries.endedAt}, ${now.toISOString()}::timestamptz))`.mapWith(
            timeEntries.createdAt,
          ),
        })
        .from(timeEntries)
        .where(eq(timeEntries.contractId, contractId));
      return row?.at ?? null;
    },

    /** A week's finished entries on a contract, in the order they were worked. */
    async ofWeek(contractId: string, week: string) {
      return db
        .select()
        .from(timeEntries)
        .where(and(eq(timeEntries.contractId, contractId), eq(timeEntries.week, week)))
        .orderBy(asc(timeEntries.startedAt), asc(timeEntries.createdAt), asc(timeEntries.id));
    },

    /** A contract's finished entries that started in [from, to), in the order they were worked. */
    async between(contractId: string, from: Date, to: Date) {
      return db
        .select()
        .from(timeEntries)
        .where(
          and(
            eq(timeEntries.contractId, contractId),
            isNotNull(timeEntries.endedAt),
            gte(timeEntries.startedAt, from),
            lt(timeEntries.startedAt, to),
          ),
        )
        .orderBy(asc(timeEntries.startedAt), asc(timeEntries.createdAt), asc(timeEntries.id));
    },

    /** Minutes of finished entries per week from `first` (a Monday) on. */
    async weeklyMinutes(contractId: string, first: string) {
      const rows = await db
        .select({ week: timeEntries.week, minutes: sql<number>`sum(${timeEntries.minutes})`.mapWith(Number) })
        .from(timeEntries)
        .where(
          and(
            eq(timeEntries.contractId, contractId),
            isNotNull(timeEntries.endedAt),
            gte(timeEntries.week, first),
          ),
        )
        .groupBy(timeEntries.week);
      return new Map(rows.map((r) => [r.week, r.minutes]));
    },

    /** The person's active hourly contracts (as client or freelancer), oldest first. */
    async activeHourly(userId: string) {
      return db
        .select({
          ...hourlyColumns,
          jobId: contracts.jobId,
          title: contracts.title,
        })
        .from(contracts)
        .where(
          and(
            eq(contracts.type, 'hourly'),
            eq(contracts.status, 'active'),
            or(eq(contracts.clientId, userId), eq(contracts.freelancerId, userId)),
          ),
        )
        .orderBy(asc(contracts.createdAt), asc(contracts.id));
    },

    /** Minutes of finished entries of one week, per contract. */
    async weekMinutesOf(contractIds: string[], week: string) {
      if (contractIds.length === 0) return new Map<string, number>();
      const rows = await db
        .select({
          contractId: timeEntries.contractId,
          minutes: sql<number>`sum(${timeEntries.minutes})`.mapWith(Number),
        })
        .from(timeEntries)
        .where(
          and(
            inArray(timeEntries.contractId, contractIds),
            eq(timeEntries.week, week),
            isNotNull(timeEntries.endedAt),
          ),
        )
        .groupBy(timeEntries.contractId);
      return new Map(rows.map((r) => [r.contractId, r.minutes]));
    },
  };
}
