import type { GetAdminReportsResponse, PageQuery, ReportSubjectType } from '@skillora/shared';
import { paginate } from '../../lib/paginate';
import type { Repositories, UnitOfWork } from '../../outbox';

const SUMMARY_MAX = 80;

/** The first words of a text, on one line. */
const excerpt = (text: string) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > SUMMARY_MAX ? `${line.slice(0, SUMMARY_MAX - 1)}…` : line;
};

type Subject = { summary: string; conversationId: string | null };

/** A line naming each subject of the page: a handful of reads, whatever the page holds. */
async function readSubjects(
  read: Repositories,
  keys: Array<{ subjectType: ReportSubjectType; subjectId: string }>,
) {
  const idsOf = (type: ReportSubjectType) =>
    keys.filter((k) => k.subjectType === type).map((k) => k.subjectId);
  const [people, jobs, messages, reviews] = await Promise.all([
    read.users.findCards(idsOf('user')),
    read.jobs.findCards(idsOf('job')),
    Promise.all(idsOf('message').map((id) => read.messages.findWithParties(id))),
    Promise.all(idsOf('review').map((id) => read.reviews.find(id))),
  ]);
  const found = new Map<string, Subject>();
  for (const p of people) found.set(p.id, { summary: p.name, conversationId: null });
  for (const j of jobs) found.set(j.id, { summary: j.title, conversationId: null });
  for (const m of messages)
    if (m) found.set(m.id, { summary: excerpt(m.text), conversationId: m.conversationId });
  for (const r of reviews)
    if (r)
      found.set(r.id, { summary: `${r.window.contractTitle}: ${excerpt(r.comment)}`, conversationId: null });
  return found;
}

/** The moderation queue (issue 30): open reports grouped by subject, oldest first, with what each names. */
export function createReadReportQueue(uow: UnitOfWork) {
  return async (query: PageQuery): Promise<GetAdminReportsResponse> => {
    const { rows, total } = await uow.read.reports.queuePage(query);
    const [subjects, owners] = await Promise.all([
      readSubjects(uow.read, rows),
      uow.read.users.findCards(rows.map((r) => r.userId)),
    ]);
    const nameOf = new Map(owners.map((u) => [u.id, u.name]));
    const data = rows.map((r) => {
      const subject = subjects.get(r.subjectId);
      return {
        subjectType: r.subjectType,
        subjectId: r.subjectId,
        // A subject deleted since it was reported still has its reports to close.
        summary: subject?.summary ?? 'No longer exists',
        user: { id: r.userId, name: nameOf.get(r.userId) ?? 'Deleted user' },
        conversationId: subject?.conversationId ?? null,
        count: r.count,
        reasons: r.reasons,
        firstReportedAt: r.firstAt.toISOString(),
        lastReportedAt: r.lastAt.toISOString(),
      };
    });
    return paginate.page(data, total, query);
  };
}
