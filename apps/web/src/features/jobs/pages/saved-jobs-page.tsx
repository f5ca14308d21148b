import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { pageFrom, useQueryState } from '../../../hooks/use-query-state';
import { useSavedJobs } from '../api/get-saved-jobs';
import { JobCard } from '../components/job-card';
import { LoadError } from '../components/load-error';
import { PageShell } from '../components/page-shell';
import { SaveJobButton } from '../components/save-job-button';
import { formatAgo, formatCount, formatDate } from '../lib/format';

/** /freelancer/saved-jobs: the open jobs I saved, most recently saved first. */
export function SavedJobsPage() {
  const [state, setState] = useQueryState(['page']);
  const page = pageFrom(state.page);
  const saved = useSavedJobs(page);
  const location = useLocation();

  useEffect(() => {
    if (saved.data && page > saved.data.pages) setState({ page: '' });
  }, [saved.data, page, setState]);

  return (
    <PageShell title="Saved Jobs">
      {saved.isPending ? (
        <Spinner label="Loading your saved jobs" />
      ) : saved.error ? (
        <LoadError error={saved.error} fallback="Failed to load your saved jobs" onRetry={saved.refetch} />
      ) : saved.data.total === 0 ? (
        <EmptyState
          title="You have no saved jobs"
          description="Save jobs you like while you search, and come back to them here when you are ready to apply."
        >
          <Link to="/freelancer/jobs" className={buttonClass('primary', 'mt-6 min-h-11')}>
            Find work
          </Link>
        </EmptyState>
      ) : (
        <>
          <p className="mb-3 text-sm text-gray-700 dark:text-gray-300" aria-live="polite">
            {formatCount(saved.data.total, 'saved job')}
          </p>
          <ul className="space-y-4">
            {saved.data.data.map((job) => (
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
          <Pagination
            page={Math.min(page, saved.data.pages)}
            pages={saved.data.pages}
            onPageChange={(next) => setState({ page: next === 1 ? '' : next })}
            label="Saved jobs pages"
          />
        </>
      )}
    </PageShell>
  );
}
