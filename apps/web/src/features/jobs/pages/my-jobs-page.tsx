import type { JobStatus } from '@skillora/shared/constants';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { PageShell } from '../../../components/ui/page-shell';
import { PagedList } from '../../../components/ui/paged-list';
import { Spinner } from '../../../components/ui/spinner';
import { StatusFilter } from '../../../components/ui/status-filter';
import { usePagedList } from '../../../hooks/use-paged-list';
import { useQueryState } from '../../../hooks/use-query-state';
import { formatCount } from '../../../lib/format';
import { pageFrom } from '../../../lib/pages';
import { useMyJobs } from '../api/get-my-jobs';
import { MyJobCard } from '../components/my-job-card';

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
  const jobs = useMyJobs({ page: pageFrom(state.page), status: status || undefined });
  const list = usePagedList(jobs, state.page, setState);

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
        <PagedList
          list={list}
          label="My jobs pages"
          loading={<Spinner label="Loading your jobs" />}
          failed={(error) => (
            <LoadError error={error} fallback="Failed to load your jobs" onRetry={list.retry} />
          )}
          empty={
            <EmptyState
              title={status ? 'No jobs with this status.' : 'You have not posted a job yet.'}
              description="Describe the work, set a budget, and freelancers will send you proposals."
            />
          }
          summary={(total) => (
            <p className="mb-3 text-sm text-gray-700 dark:text-gray-300" aria-live="polite">
              {formatCount(total, 'job')}
            </p>
          )}
        >
          {(rows) => (
            <ul className="space-y-3">
              {rows.map((job) => (
                <li key={job.id}>
                  <MyJobCard job={job} />
                </li>
              ))}
            </ul>
          )}
        </PagedList>
      </div>
    </PageShell>
  );
}
