import { Link, useLocation } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { PageShell } from '../../../components/ui/page-shell';
import { PagedList } from '../../../components/ui/paged-list';
import { Spinner } from '../../../components/ui/spinner';
import { usePagedList } from '../../../hooks/use-paged-list';
import { useQueryState } from '../../../hooks/use-query-state';
import { formatAgo, formatCount, formatDate } from '../../../lib/format';
import { pageFrom } from '../../../lib/pages';
import { useSavedJobs } from '../api/get-saved-jobs';
import { JobCard } from '../components/job-card';
import { SaveJobButton } from '../components/save-job-button';

/** /freelancer/saved-jobs: the open jobs I saved, most recently saved first. */
export function SavedJobsPage() {
  const [state, setState] = useQueryState(['page']);
  const list = usePagedList(useSavedJobs(pageFrom(state.page)), state.page, setState);
  const location = useLocation();

  return (
    <PageShell title="Saved Jobs">
      <PagedList
        list={list}
        label="Saved jobs pages"
        loading={<Spinner label="Loading your saved jobs" />}
        failed={(error) => (
          <LoadError error={error} fallback="Failed to load your saved jobs" onRetry={list.retry} />
        )}
        empty={
          <EmptyState
            title="You have no saved jobs"
            description="Save jobs you like while you search, and come back to them here when you are ready to apply."
          >
            <Link to="/freelancer/jobs" className={buttonClass('primary', 'mt-6 min-h-11')}>
              Find work
            </Link>
          </EmptyState>
        }
        summary={(total) => (
          <p className="mb-3 text-sm text-gray-700 dark:text-gray-300" aria-live="polite">
            {formatCount(total, 'saved job')}
          </p>
        )}
      >
        {(rows) => (
          <ul className="space-y-4">
            {rows.map((job) => (
              <li key={job.id}>
                <JobCard
                  job={job}
                  href={`/freelancer/jobs/${job.id}`}
                  linkState={{ backTo: location.pathname + location.search }}
                  note={
                    <>
                      Saved{' '}
                      <time dateTime={job.savedAt} title={formatDate(job.savedAt)}>
                        {formatAgo(job.savedAt)}
                      </time>
                    </>
                  }
                  action={<SaveJobButton jobId={job.id} jobTitle={job.title} isSaved />}
                />
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </PageShell>
  );
}
