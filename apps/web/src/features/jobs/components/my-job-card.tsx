import type { MyJobRow } from '@skillora/shared';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { StatusBadge } from '../../../components/ui/status-badge';
import { formatDate } from '../../../lib/format';
import { formatBudget, Money } from '../../../lib/money';
import { JobStatusAction } from './job-status-action';

const proposals = (n: number) => `${n} ${n === 1 ? 'proposal' : 'proposals'}`;

/** One of the client's jobs in My Jobs: what it is, where it stands, and what can be done with it. */
export function MyJobCard({ job }: { job: MyJobRow }) {
  return (
    <article className="flex flex-col gap-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200 sm:flex-row sm:items-center sm:justify-between dark:bg-gray-900 dark:ring-gray-800">
      <div className="min-w-0 space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge status={job.status} />
          {!job.isListed && <StatusBadge status="unlisted" />}
        </div>
        <h2 className="text-lg font-semibold">
          <Link to={`/client/jobs/${job.id}`} className="hover:underline">
            {job.title}
          </Link>
        </h2>
        <p className="text-sm text-gray-700 dark:text-gray-300">
          {job.category?.name ?? 'No category yet'} · <Money>{formatBudget(job.budget)}</Money>
        </p>
        <p className="text-sm text-gray-700 dark:text-gray-300">
          {job.publishedAt
            ? `Posted ${formatDate(job.publishedAt)}`
            : `Draft saved ${formatDate(job.updatedAt)}`}
          {job.status !== 'draft' && (
            <>
              {' · '}
              <Link
                to={`/client/jobs/${job.id}#proposals`}
                className="font-medium text-brand-700 hover:underline dark:text-brand-100"
              >
                {proposals(job.proposalCount)}
              </Link>
            </>
          )}
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        {job.status !== 'closed' && (
          <Link
            to={`/client/jobs/${job.id}/edit`}
            aria-label={`Edit: ${job.title}`}
            className={buttonClass('secondary')}
          >
            Edit
          </Link>
        )}
        <JobStatusAction job={job} />
      </div>
    </article>
  );
}
