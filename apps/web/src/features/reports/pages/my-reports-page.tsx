import type { MyReport } from '@skillora/shared';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageShell } from '../../../components/ui/page-shell';
import { StandardPagedList } from '../../../components/ui/standard-paged-list';
import { useUrlPagedList } from '../../../hooks/use-url-list';
import { formatDate } from '../../../lib/format';
import { useMyReports } from '../api/my-reports';
import { outcomeOf, REASON_LABELS, SUBJECT_LABELS } from '../words';

/** /freelancer/reports and /client/reports: what I reported, newest first, and what became of each. */
export function MyReportsPage() {
  const list = useUrlPagedList(useMyReports);
  return (
    <PageShell title="My reports">
      <StandardPagedList
        list={list}
        label="My reports pages"
        loadingLabel="Loading your reports"
        failedFallback="Failed to load your reports"
        empty={
          <EmptyState
            title="You have not reported anything"
            description="When something looks wrong (a scam, a request to pay outside Skillora, harassment), use Report beside it. You will see here what our team did."
          />
        }
        noun="report"
      >
        {(rows) => (
          <ul className="space-y-4">
            {rows.map((report) => (
              <li key={report.id}>
                <ReportCard report={report} />
              </li>
            ))}
          </ul>
        )}
      </StandardPagedList>
    </PageShell>
  );
}

function ReportCard({ report }: { report: MyReport }) {
  const isOpen = report.status === 'open';
  return (
    <article className="rounded-2xl bg-white p-5 ring-1 ring-gray-200 sm:p-6 dark:bg-gray-900 dark:ring-gray-800">
      <p className="text-xs text-gray-700 dark:text-gray-300">
        {SUBJECT_LABELS[report.subjectType]} · reported{' '}
        <time dateTime={report.createdAt}>{formatDate(report.createdAt)}</time>
      </p>
      <h2 className="mt-1 font-semibold text-gray-900 dark:text-white">{report.summary}</h2>
      <p className="mt-1 text-sm text-gray-800 dark:text-gray-200">{REASON_LABELS[report.reason]}</p>
      {report.note && (
        <blockquote className="mt-3 border-l-4 border-gray-300 pl-3 text-sm whitespace-pre-line text-gray-800 dark:border-gray-600 dark:text-gray-200">
          {report.note}
        </blockquote>
      )}
      <p
        className={`mt-3 text-sm font-semibold ${isOpen ? 'text-gray-800 dark:text-gray-200' : 'text-emerald-800 dark:text-emerald-300'}`}
      >
        {outcomeOf(report.status, report.action)}
        {report.closedAt && (
          <span className="font-normal">
            {' '}
            on <time dateTime={report.closedAt}>{formatDate(report.closedAt)}</time>
          </span>
        )}
      </p>
    </article>
  );
}
