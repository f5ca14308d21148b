import type { ReportedSubject } from '@skillora/shared';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { PagedList } from '../../../../components/ui/paged-list';
import { usePagedList } from '../../../../hooks/use-paged-list';
import { useQueryState } from '../../../../hooks/use-query-state';
import { errorText } from '../../../../lib/api-client';
import { formatDateTime } from '../../../../lib/format';
import { pageFrom } from '../../../../lib/pages';
import { toast } from '../../../../lib/toast';
import { type AdminColumn, AdminTable, PageHeader } from '../../../admin';
import { REASON_LABELS, SUBJECT_LABELS } from '../../words';
import { useActOnReports, useReportQueue } from '../api/report-queue';
import { ActDialog } from '../components/act-dialog';
import { ReviewClock } from '../components/review-clock';

const STATE_KEYS = ['page'] as const;
const MINUTE_MS = 60_000;
const link = 'font-medium [overflow-wrap:anywhere] text-brand-700 hover:underline dark:text-brand-100';

/** Where an admin sees the subject in context: the message within its conversation, the job, the person. */
function contextOf(s: ReportedSubject): string {
  switch (s.subjectType) {
    case 'user':
      return `/admin/users/${s.subjectId}`;
    case 'job':
      return `/admin/jobs/${s.subjectId}`;
    case 'message':
      return s.conversationId ? `/admin/messages/${s.conversationId}` : '/admin/messages';
    case 'review':
      return '/admin/reviews';
  }
}

/** The clock's "now", a minute at a time, so the time left counts down while the page is open. */
function useMinuteClock() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), MINUTE_MS);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/**
 * /admin/reports (issue 30): open reports grouped by what they are about, waiting longest first,
 * each against the 24-hour target; one decision closes a subject's reports and tells the reporters.
 */
export function AdminReportsPage() {
  const [state, setState] = useQueryState(STATE_KEYS);
  const queue = useReportQueue(pageFrom(state.page));
  const list = usePagedList(queue, state.page, setState);
  const act = useActOnReports();
  const now = useMinuteClock();
  const [acting, setActing] = useState<ReportedSubject | null>(null);
  const [error, setError] = useState('');
  const close = () => {
    setActing(null);
    setError('');
  };

  const columns: AdminColumn<ReportedSubject>[] = [
    {
      header: 'Reported',
      cell: (s) => (
        <>
          <span className="text-xs text-gray-700 dark:text-gray-300">{SUBJECT_LABELS[s.subjectType]}</span>
          <Link to={contextOf(s)} className={`block ${link}`}>
            {s.summary}
          </Link>
          <span className="text-sm text-gray-700 dark:text-gray-300">
            by{' '}
            <Link to={`/admin/users/${s.user.id}`} className={link}>
              {s.user.name}
            </Link>
          </span>
        </>
      ),
    },
    {
      header: 'Reports',
      cell: (s) => (
        <>
          <span className="font-semibold tabular-nums">{s.count}</span>
          <ul className="text-sm text-gray-700 dark:text-gray-300">
            {s.reasons.map((reason) => (
              <li key={reason}>{REASON_LABELS[reason]}</li>
            ))}
          </ul>
        </>
      ),
    },
    {
      header: 'First and last report',
      headerClassName: 'hidden md:table-cell',
      cellClassName: 'hidden text-sm md:table-cell',
      cell: (s) => (
        <>
          <time dateTime={s.firstReportedAt} className="block whitespace-nowrap">
            {formatDateTime(s.firstReportedAt)}
          </time>
          {s.count > 1 && (
            <time dateTime={s.lastReportedAt} className="block whitespace-nowrap">
              {formatDateTime(s.lastReportedAt)}
            </time>
          )}
        </>
      ),
    },
    { header: 'Answer within 24 h', cell: (s) => <ReviewClock since={s.firstReportedAt} now={now} /> },
    {
      header: <span className="sr-only">Actions</span>,
      cell: (s) => (
        <Button variant="secondary" onClick={() => setActing(s)}>
          Decide
          <span className="sr-only"> on the reports about {s.summary}</span>
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Reports"
        subtitle="Open reports grouped by what they are about, waiting longest first. Answer each within 24 hours: open it in context, then decide."
      />
      <PagedList list={list} label="Pagination">
        {(rows) => (
          <AdminTable
            caption="Open reports"
            columns={columns}
            rows={rows}
            rowKey={(s) => `${s.subjectType}:${s.subjectId}`}
            emptyText={
              queue.isPending
                ? 'Loading...'
                : queue.error && !queue.data
                  ? errorText(queue.error, 'Failed to load the reports')
                  : 'No open reports. Nice and quiet.'
            }
          />
        )}
      </PagedList>
      <ActDialog
        subject={acting}
        isPending={act.isPending}
        error={error}
        onClose={close}
        onConfirm={(decision) =>
          act.mutate(decision, {
            onSuccess: (res) => {
              close();
              toast.success(
                `${res.message}: ${res.data.closed} ${res.data.closed === 1 ? 'report' : 'reports'} closed`,
              );
            },
            onError: (err) => setError(errorText(err, 'Failed to act on the reports')),
          })
        }
      />
    </>
  );
}
