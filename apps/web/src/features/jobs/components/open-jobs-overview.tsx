import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format';
import { formatBudget, Money } from '../../../lib/money';
import { useMyJobs } from '../api/get-my-jobs';

const SHOWN = 5;
const proposals = (n: number) => `${n} ${n === 1 ? 'proposal' : 'proposals'}`;

/** The client's open jobs for the home Overview; `empty` shows when there are none. */
export function OpenJobsOverview({ empty }: { empty: ReactNode }) {
  const { data, isPending } = useMyJobs({ status: 'open', limit: SHOWN });
  // A placeholder of the same size while loading, so the empty text never flashes for a busy client.
  if (isPending)
    return (
      <div aria-hidden="true" className="mt-4 h-56 animate-pulse rounded-2xl bg-gray-100 dark:bg-gray-900" />
    );
  if (!data || data.total === 0) return empty;
  return (
    <div className="mt-4 rounded-2xl bg-white ring-1 ring-gray-200 dark:bg-gray-900 dark:ring-gray-800">
      <h3 className="border-b border-gray-200 px-5 py-3 text-sm font-semibold text-gray-700 dark:border-gray-800 dark:text-gray-300">
        Open jobs ({data.total})
      </h3>
      <ul className="divide-y divide-gray-100 dark:divide-gray-800">
        {data.data.map((job) => (
          <li key={job.id} className="flex flex-wrap items-center justify-between gap-2 px-5 py-4">
            <div className="min-w-0">
              <Link to={`/client/jobs/${job.id}`} className="font-semibold hover:underline">
                {job.title}
              </Link>
              <p className="text-sm text-gray-700 dark:text-gray-300">
                <Money>{formatBudget(job.budget)}</Money>
                {job.publishedAt && ` · Posted ${formatDate(job.publishedAt)}`}
              </p>
            </div>
            <Link
              to={`/client/jobs/${job.id}#proposals`}
              className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-100"
            >
              {proposals(job.proposalCount)}
            </Link>
          </li>
        ))}
      </ul>
      <div className="border-t border-gray-200 px-5 py-3 dark:border-gray-800">
        <Link
          to="/client/jobs"
          className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-100"
        >
          See all my jobs
        </Link>
      </div>
    </div>
  );
}
