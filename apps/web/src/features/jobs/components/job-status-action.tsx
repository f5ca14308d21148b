import type { JobStatus } from '@skillora/shared/constants';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { errorText } from '../../../lib/api-client';
import { useSaveMyJob } from '../api/save-my-job';

const ACTIONS = {
  draft: { kind: 'publish', label: 'Publish', busy: 'Publishing...', fallback: 'Failed to publish the job' },
  open: { kind: 'close', label: 'Close job', busy: 'Closing...', fallback: 'Failed to close the job' },
  closed: { kind: 'reopen', label: 'Reopen', busy: 'Reopening...', fallback: 'Failed to reopen the job' },
} as const;

/** The one move a job's status allows: publish a draft, close an open job, reopen a closed one. */
export function JobStatusAction({ job }: { job: { id: string; title: string; status: JobStatus } }) {
  const save = useSaveMyJob();
  // A job with a hire changes only through its contract.
  if (job.status === 'in_progress') return null;
  const action = ACTIONS[job.status];
  return (
    <Button
      variant={job.status === 'draft' ? 'primary' : 'secondary'}
      disabled={save.isPending}
      aria-label={`${action.label}: ${job.title}`}
      onClick={() =>
        save.mutate(
          { kind: action.kind, id: job.id },
          {
            onSuccess: ({ message }) => toast.success(message),
            onError: (err) => toast.error(errorText(err, action.fallback)),
          },
        )
      }
    >
      {save.isPending ? action.busy : action.label}
    </Button>
  );
}
