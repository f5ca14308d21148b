import type { GetJobsResponse } from '@skillora/shared';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { errorText } from '../../../lib/api-client';
import { JobCard } from './job-card';
import { SaveJobButton } from './save-job-button';

type JobResultsProps = {
  data: GetJobsResponse | undefined;
  error: unknown;
  /** The previous results, shown dimmed while the new ones load. */
  isStale: boolean;
  jobPath: (id: string) => string;
  canSave: boolean;
  linkState: unknown;
  /** Whether anything narrows the search, which decides what the empty state offers. */
  hasCriteria: boolean;
  onClear: () => void;
  clearLabel: string;
};

/** The result cards, or why there are none: loading, the API's message, or an empty search. */
export function JobResults({
  data,
  error,
  isStale,
  jobPath,
  canSave,
  linkState,
  hasCriteria,
  onClear,
  clearLabel,
}: JobResultsProps) {
  if (error) {
    return (
      <p
        role="alert"
        className="mt-4 rounded-xl bg-red-50 p-4 text-sm font-medium text-red-800 dark:bg-red-950 dark:text-red-200"
      >
        {errorText(error, 'Failed to load jobs')}
      </p>
    );
  }
  if (!data) {
    return <p className="mt-4 py-12 text-center text-gray-700 dark:text-gray-300">Loading jobs…</p>;
  }
  if (data.data.length === 0) {
    return (
      <EmptyState
        className="mt-4"
        title={hasCriteria ? 'No jobs match your search' : 'No open jobs right now'}
        description={
          hasCriteria
            ? 'Try other words or fewer filters.'
            : 'New jobs are posted every day; check back soon.'
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
  return (
    <ul className={`mt-4 space-y-4 transition-opacity ${isStale ? 'opacity-60' : ''}`}>
      {data.data.map((job) => (
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
