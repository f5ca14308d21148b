import type { JobDetail } from '@skillora/shared';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';

/**
 * Beside a closed job (a shared or bookmarked link): it is closed, and where similar open work is,
 * the search filtered by the job's category.
 */
export function ClosedJobNotice({ job, searchPath }: { job: JobDetail; searchPath: string }) {
  return (
    <section
      role="status"
      aria-label="Job closed"
      className="rounded-2xl bg-amber-50 p-5 ring-1 ring-amber-200 sm:p-6 dark:bg-gray-900 dark:ring-amber-900"
    >
      <p className="font-semibold text-amber-950 dark:text-amber-100">
        This job is no longer accepting proposals
      </p>
      <Link
        to={`${searchPath}?category=${encodeURIComponent(job.category?._id ?? '')}`}
        className={buttonClass('secondary', 'mt-4 w-full')}
      >
        See similar open jobs
      </Link>
    </section>
  );
}
