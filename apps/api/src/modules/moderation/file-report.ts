import {
  type CreateReportInput,
  type CreateReportResponse,
  REPORTS_PER_HOUR,
  type Report,
} from '@skillora/shared';
import type { Clock } from '../../lib/clock';
import { isUniqueViolation } from '../../lib/db-errors';
import { badRequest, conflict, tooManyRequests } from '../../lib/http-error';
import type { UnitOfWork } from '../../outbox';
import { readReportedSubject } from './report-subject';
import type { ReportRow } from './schema';

const HOUR_MS = 60 * 60 * 1000;
export const DUPLICATE_REPORT = 'You have already reported this; we will tell you what we decide';

type Reporter = { id: string; role: string };

export const toReport = (row: ReportRow, action: Report['action'] = null): Report => ({
  id: row.id,
  subjectType: row.subjectType,
  subjectId: row.subjectId,
  reason: row.reason,
  note: row.note,
  status: row.status,
  action,
  createdAt: row.createdAt.toISOString(),
  closedAt: row.closedAt?.toISOString() ?? null,
});

/**
 * A signed-in user reports a user, a job, a message or a review they can see (issue 30). The
 * reporter's row is locked first, so their hourly count and their one open report per subject hold
 * under concurrent requests; the partial unique index is the last word on duplicates all the same.
 */
export function createFileReport(uow: UnitOfWork, clock: Clock) {
  const file = (reporter: Reporter, body: CreateReportInput) =>
    uow.run(async (tx) => {
      const now = clock.now();
      await tx.repos.users.lock(reporter.id);
      const subject = await readReportedSubject(tx, body.subjectType, body.subjectId, reporter, now);
      if (subject.ownerId === reporter.id) throw badRequest('You cannot report yourself or what you wrote');
      if (await tx.repos.reports.findOpen(reporter.id, body.subjectType, body.subjectId))
        throw conflict(DUPLICATE_REPORT);
      const since = new Date(now.getTime() - HOUR_MS);
      if ((await tx.repos.reports.countSince(reporter.id, since)) >= REPORTS_PER_HOUR)
        throw tooManyRequests(
          `You can send at most ${REPORTS_PER_HOUR} reports an hour; try again later`,
          3600,
        );
      return tx.repos.reports.insert({
        reporterId: reporter.id,
        subjectType: body.subjectType,
        subjectId: body.subjectId,
        subjectUserId: subject.ownerId,
        reason: body.reason,
        note: body.note ?? null,
        createdAt: now,
      });
    });

  return async (reporter: Reporter, body: CreateReportInput): Promise<CreateReportResponse> => {
    try {
      return {
        data: toReport(await file(reporter, body)),
        message: 'Thank you: your report was sent to our team',
      };
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(DUPLICATE_REPORT);
      throw err;
    }
  };
}
