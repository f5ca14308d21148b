import { useLocation } from 'react-router';
import { PageShell } from '../../../components/ui/page-shell';
import { StandardPagedList } from '../../../components/ui/standard-paged-list';
import { useUrlPagedList } from '../../../hooks/use-url-list';
import { formatAgo, formatDate } from '../../../lib/format';
import { useSavedJobs } from '../api/get-saved-jobs';
import { FindWorkEmpty } from '../components/find-work-empty';
import { JobCard } from '../components/job-card';
import { SaveJobButton } from '../components/save-job-button';

/** /freelancer/saved-jobs: the open jobs I saved, most recently saved first. */
export function SavedJobsPage() {
  const list = useUrlPagedList(useSavedJobs);
  const location = useLocation();

  return (
    <PageShell title="Saved Jobs">
      <StandardPagedList
        list={list}
        label="Saved jobs pages"
        loadingLabel="Loading your saved jobs"
        failedFallback="Failed to load your saved jobs"
        empty={
          <FindWorkEmpty
            title="You have no saved jobs"
            description="Save jobs you like while you search, and come back to them here when you are ready to apply."
          />
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
