import type { JobSummary } from '@skillora/shared';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { errorText } from '../../../lib/api-client';
import { JobCard } from './job-card';
import { SaveJobButton } from './save-job-button';

type JobResultsProps = {
  rows: JobSummary[];
  /** The previous results, shown dimmed while the new ones load. */
  isStale: boolean;
  jobPath: (id: string) => string;
  canSave: boolean;
  linkState: unknown;
};

/** The result cards of a job search. */
export function JobResults({ rows, isStale, jobPath, canSave, linkState }: JobResultsProps) {
  return (
    <ul className={`mt-4 space-y-4 transition-opacity ${isStale ? 'opacity-60' : ''}`}>
      {rows.map((job) => (
        <li key={job.id}>
          <JobCard
            job={job}
            href={jobPath(job.id)}
            linkState={linkState}
            action={
              canSave && <SaveJobButton jobId={job.id} jobTitle={job.title} isSaved={job.isSaved ?? false} />
            }
          />
        </li>
      ))}
    </ul>
  );
}

export function JobResultsLoading() {
  return <p className="mt-4 py-12 text-center text-gray-700 dark:text-gray-300">Loading jobs…</p>;
}

export function JobResultsError({ error }: { error: unknown }) {
  return (
    <p
      role="alert"
      className="mt-4 rounded-xl bg-red-50 p-4 text-sm font-medium text-red-800 dark:bg-red-950 dark:text-red-200"
    >
      {errorText(error, 'Failed to load jobs')}
    </p>
  );
}

type NoJobsProps = { hasCriteria: boolean; onClear: () => void; clearLabel: string };

/** Why a search has no result, and the way out of it. */
export function NoJobs({ hasCriteria, onClear, clearLabel }: NoJobsProps) {
  return (
    <EmptyState
      className="mt-4"
      title={hasCriteria ? 'No jobs match your search' : 'No open jobs right now'}
      description={
        hasCriteria ? 'Try other words or fewer filters.' : 'New jobs are posted every day; check back soon.'
      }
    >
      {hasCriteria && (
        <Button variant="secondary" className="mt-5" onClick={onClear}>
          {clearLabel}
        </Button>
      )}
    </EmptyState>
  );
}
