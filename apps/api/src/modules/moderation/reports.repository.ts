import type { ReportReason, ReportSubjectType } from '@skillora/shared';
import { and, count, desc, eq, gt } from 'drizzle-orm';
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
  };
}
