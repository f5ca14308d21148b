import type { ReportReason, ReportStatus, ReportSubjectType } from '@skillora/shared';
import { and, asc, count, countDistinct, desc, eq, gt, inArray, max, min, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { moderationActions, reports } from './schema';

export type NewReport = {
  reporterId: string;
  subjectType: ReportSubjectType;
  subjectId: string;
  subjectUserId: string;
  reason: ReportReason;
  note: string | null;
  createdAt: Date;
};

/** Users' reports (issue 30): filing, a reporter's own list, the open ones of a subject. */
export function createReportsRepository(db: Executor) {
  return {
    insert: async (row: NewReport) => {
      const [inserted] = await db.insert(reports).values(row).returning();
      return inserted!;
    },

    /** The reporter's open report about this subject, if any (the unique index keeps it one). */
    findOpen: async (reporterId: string, subjectType: ReportSubjectType, subjectId: string) => {
      const [row] = await db
        .select({ id: reports.id })
        .from(reports)
        .where(
          and(
            eq(reports.reporterId, reporterId),
            eq(reports.subjectType, subjectType),
            eq(reports.subjectId, subjectId),
            eq(reports.status, 'open'),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    /** How many reports the reporter filed after `since` (the hourly limit). */
    countSince: async (reporterId: string, since: Date) => {
      const [row] = await db
        .select({ n: count() })
        .from(reports)
        .where(and(eq(reports.reporterId, reporterId), gt(reports.createdAt, since)));
      return row?.n ?? 0;
    },

    /** The reporter's reports with the action that closed each, newest first, one page. */
    pageOf: async (reporterId: string, page: { page: number; limit: number }) => {
      const mine = eq(reports.reporterId, reporterId);
      const [rows, [total]] = await Promise.all([
        db
          .select({ report: reports, action: moderationActions.action })
          .from(reports)
          .leftJoin(moderationActions, eq(moderationActions.id, reports.actionId))
          .where(mine)
          .orderBy(desc(reports.createdAt), desc(reports.id))
          .limit(page.limit)
          .offset((page.page - 1) * page.limit),
        db.select({ n: count() }).from(reports).where(mine),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** The open reports grouped by subject, the subject first reported longest ago first (the queue). */
    queuePage: async (page: { page: number; limit: number }) => {
      const open = eq(reports.status, 'open');
      const firstAt = min(reports.createdAt);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            subjectType: reports.subjectType,
            subjectId: reports.subjectId,
            userId: reports.subjectUserId,
            count: count(),
            reasons: sql<ReportReason[]>`array_agg(distinct ${reports.reason} order by ${reports.reason})`,
            firstAt: sql<Date>`${firstAt}`.mapWith(reports.createdAt),
            lastAt: sql<Date>`${max(reports.createdAt)}`.mapWith(reports.createdAt),
          })
          .from(reports)
          .where(open)
          .groupBy(reports.subjectType, reports.subjectId, reports.subjectUserId)
          .orderBy(asc(firstAt), asc(reports.subjectId))
          .limit(page.limit)
          .offset((page.page - 1) * page.limit),
        db
          .select({ n: countDistinct(sql`(${reports.subjectType}, ${reports.subjectId})`) })
          .from(reports)
          .where(open),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** The open reports about a subject, locked: acting on them closes each exactly once. */
    lockOpenAbout: (subjectType: ReportSubjectType, subjectId: string) =>
      db
        .select()
        .from(reports)
        .where(
          and(
            eq(reports.subjectType, subjectType),
            eq(reports.subjectId, subjectId),
            eq(reports.status, 'open'),
          ),
        )
        .orderBy(asc(reports.createdAt))
        .for('update'),

    close: async (
      ids: readonly string[],
      status: Exclude<ReportStatus, 'open'>,
      actionId: string,
      at: Date,
    ) => {
      if (ids.length === 0) return;
      await db
        .update(reports)
        .set({ status, actionId, closedAt: at })
        .where(inArray(reports.id, [...ids]));
    },

    /** How many reports about a user were upheld since then (the automatic suspension counts them). */
    countUpheldAbout: async (userId: string, since: Date) => {
      const [row] = await db
        .select({ n: count() })
        .from(reports)
        .where(
          and(eq(reports.subjectUserId, userId), eq(reports.status, 'actioned'), gt(reports.closedAt, since)),
        );
      return row?.n ?? 0;
    },

    /** The reports an action closed, for telling their reporters. */
    closedBy: (actionId: string) => db.select().from(reports).where(eq(reports.actionId, actionId)),
  };
}
