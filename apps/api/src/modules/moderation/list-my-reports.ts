import type { GetMyReportsResponse, PageQuery, Report } from '@skillora/shared';
import { paginate } from '../../lib/paginate';
import type { UnitOfWork } from '../../outbox';
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

/** A user's own reports, newest first, each with its status and the action that closed it (issue 30). */
export function createListMyReports(uow: UnitOfWork) {
  return async (reporterId: string, query: PageQuery): Promise<GetMyReportsResponse> => {
    const { rows, total } = await uow.read.reports.pageOf(reporterId, query);
    const data = rows.map(({ report, action }) => toReport(report, action ? REPORTED_AS[action] : null));
    return paginate.page(data, total, query);
  };
}
