import type { JobStatus } from '@skillora/shared/constants';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { pageFrom, useQueryState } from '../../../hooks/use-query-state';
import { useMyJobs } from '../api/get-my-jobs';
import { LoadError } from '../components/load-error';
import { MyJobCard } from '../components/my-job-card';
import { PageShell } from '../components/page-shell';
import { StatusFilter } from '../components/status-filter';
import { formatCount } from '../lib/format';

const STATUS_OPTIONS = [
  { value: '', label: 'All' },
  { value: 'draft', label: 'Drafts' },
  { value: 'open', label: 'Open' },
  { value: 'closed', label: 'Closed' },
] as const;
const isStatus = (value: string): value is JobStatus => ['draft', 'open', 'closed'].includes(value);

/** /client/jobs: the client's jobs, newest first, by status; state in the URL. */
export function MyJobsPage() {
  const [state, setState] = useQueryState(['status', 'page']);
  const status = isStatus(state.status) ? state.status : '';
  const page = pageFrom(state.page);
  const jobs = useMyJobs({ page, status: status || undefined });

  useEffect(() => {
    if (jobs.data && page > jobs.data.pages) setState({ page: '' });
  }, [jobs.data, page, setState]);

  const postJob = (
    <Link to="/client/jobs/new" className={buttonClass('primary', 'min-h-11')}>
      Post a job
    </Link>
  );
  return (
    <PageShell title="My Jobs" actions={postJob}>
      <StatusFilter
        label="Show jobs"
        value={status}
        options={STATUS_OPTIONS}
        onChange={(next) => setState({ status: next, page: '' })}
      />
      <div className="mt-6">
        {jobs.isPending ? (
          <Spinner label="Loading your jobs" />
        ) : jobs.error ? (
          <LoadError error={jobs.error} fallback="Failed to load your jobs" onRetry={jobs.refetch} />
        ) : jobs.data.total === 0 ? (
          <EmptyState
            title={status ? 'No jobs with this status.' : 'You have not posted a job yet.'}
            description="Describe the work, set a budget, and freelancers will send you proposals."
          />
        ) : (
          <>
            <p className="mb-3 text-sm text-gray-700 dark:text-gray-300" aria-live="polite">
              {formatCount(jobs.data.total, 'job')}
            </p>
            <ul className="space-y-3">
              {jobs.data.data.map((job) => (
                <li key={job.id}>
                  <MyJobCard job={job} />
                </li>
              ))}
            </ul>
            <Pagination
              page={Math.min(page, jobs.data.pages)}
              pages={jobs.data.pages}
              onPageChange={(next) => setState({ page: next === 1 ? '' : next })}
              label="My jobs pages"
            />
          </>
        )}
      </div>
    </PageShell>
  );
}
