import type { GetMyReportsResponse, PageQuery, Report, ReportSubjectType } from '@skillora/shared';
import { paginate } from '../../lib/paginate';
import type { Repositories, UnitOfWork } from '../../outbox';
import { toReport } from './file-report';
import type { ModerationAction } from './schema';

/** The moderation record's word for an action, as a reporter is told it (a suspension is a block). */
const REPORTED_AS: Record<ModerationAction, Report['action']> = {
  warn: 'warn',
  hide: 'hide',
  block: 'suspend',
  dismiss: 'dismiss',
  unlist: 'unlist',
};

type Reported = { subjectType: ReportSubjectType; subjectId: string; subjectUserId: string };

/**
 * A line naming what each report is about, as its reporter may read it today: a name or a title, and
 * for a message or a review only whose it was (its text may have been hidden since).
 */
async function summariesOf(read: Repositories, reported: Reported[]) {
  const [people, jobs] = await Promise.all([
    read.users.findCards([...new Set(reported.map((r) => r.subjectUserId))]),
    read.jobs.findCards(reported.filter((r) => r.subjectType === 'job').map((r) => r.subjectId)),
  ]);
  const nameOf = new Map(people.map((p) => [p.id, p.name]));
  const titleOf = new Map(jobs.map((j) => [j.id, j.title]));
  return (r: Reported) => {
    const name = nameOf.get(r.subjectUserId) ?? 'a deleted user';
    switch (r.subjectType) {
      case 'user':
        return nameOf.get(r.subjectId) ?? 'A deleted user';
      case 'job':
        return titleOf.get(r.subjectId) ?? 'A job that no longer exists';
      case 'message':
        return `A message from ${name}`;
      case 'review':
        return `A review by ${name}`;
    }
  };
}

/** A user's own reports, newest first, each with its status and the action that closed it (issue 30). */
export function createListMyReports(uow: UnitOfWork) {
  return async (reporterId: string, query: PageQuery): Promise<GetMyReportsResponse> => {
    const { rows, total } = await uow.read.reports.pageOf(reporterId, query);
    const summaryOf = await summariesOf(
      uow.read,
      rows.map((r) => r.report),
    );
    const data = rows.map(({ report, action }) => ({
      ...toReport(report, action ? REPORTED_AS[action] : null),
      summary: summaryOf(report),
    }));
    return paginate.page(data, total, query);
  };
}
