import { Link, useLocation } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageShell } from '../../../components/ui/page-shell';
import { StandardPagedList } from '../../../components/ui/standard-paged-list';
import { usePagedList } from '../../../hooks/use-paged-list';
import { useQueryState } from '../../../hooks/use-query-state';
import { formatAgo, formatDate } from '../../../lib/format';
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
      <StandardPagedList
        list={list}
        label="Saved jobs pages"
        loadingLabel="Loading your saved jobs"
        failedFallback="Failed to load your saved jobs"
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
        noun="saved job"
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
      </StandardPagedList>
    </PageShell>
  );
}
