import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageShell } from '../../../components/ui/page-shell';
import { StandardPagedList } from '../../../components/ui/standard-paged-list';
import { StatusFilter } from '../../../components/ui/status-filter';
import { useStatusPagedList } from '../../../hooks/use-url-list';
import { useMyJobs } from '../api/get-my-jobs';
import { MyJobCard } from '../components/my-job-card';

const STATUS_OPTIONS = [
  { value: '', label: 'All' },
  { value: 'draft', label: 'Drafts' },
  { value: 'open', label: 'Open' },
  { value: 'closed', label: 'Closed' },
] as const;

/** /client/jobs: the client's jobs, newest first, by status; state in the URL. */
export function MyJobsPage() {
  const { status, list, filter } = useStatusPagedList('status', STATUS_OPTIONS, useMyJobs);

  const postJob = (
    <Link to="/client/jobs/new" className={buttonClass('primary', 'min-h-11')}>
      Post a job
    </Link>
  );
  return (
    <PageShell title="My Jobs" actions={postJob}>
      <StatusFilter label="Show jobs" {...filter} />
      <div className="mt-6">
        <StandardPagedList
          list={list}
          label="My jobs pages"
          loadingLabel="Loading your jobs"
          failedFallback="Failed to load your jobs"
          empty={
            <EmptyState
              title={status ? 'No jobs with this status.' : 'You have not posted a job yet.'}
              description="Describe the work, set a budget, and freelancers will send you proposals."
            />
          }
          noun="job"
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
        </StandardPagedList>
      </div>
    </PageShell>
  );
}
