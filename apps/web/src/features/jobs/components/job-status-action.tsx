import type { JobStatus } from '@skillora/shared/constants';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorText } from '../../../lib/api-client';
import { formatCount } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useSaveMyJob } from '../api/save-my-job';

const ACTIONS = {
  draft: { kind: 'publish', label: 'Publish', busy: 'Publishing...', fallback: 'Failed to publish the job' },
  open: { kind: 'close', label: 'Close job', busy: 'Closing...', fallback: 'Failed to close the job' },
  closed: { kind: 'reopen', label: 'Reopen', busy: 'Reopening...', fallback: 'Failed to reopen the job' },
} as const;

type Props = { job: { id: string; title: string; status: JobStatus; liveProposalCount: number } };

/**
 * The one move a job's status allows: publish a draft, close an open job, reopen a closed one.
 * Closing a job with proposals still waiting for an answer asks first, as withdraw and block do; a
 * declined or withdrawn proposal is settled, so it neither asks nor counts.
 */
export function JobStatusAction({ job }: Props) {
  const save = useSaveMyJob();
  const [isConfirming, setIsConfirming] = useState(false);
  // A job with a hire changes only through its contract.
  if (job.status === 'in_progress') return null;
  const action = ACTIONS[job.status];
  const proposals = job.liveProposalCount;
  const run = () =>
    save.mutate(
      { kind: action.kind, id: job.id },
      {
        onSuccess: ({ message }) => {
          setIsConfirming(false);
          toast.success(message);
        },
        onError: (err) => toast.error(errorText(err, action.fallback)),
      },
    );
  return (
    <>
      <Button
        variant={job.status === 'draft' ? 'primary' : 'secondary'}
        disabled={save.isPending}
        aria-label={`${action.label}: ${job.title}`}
        onClick={() => (action.kind === 'close' && proposals > 0 ? setIsConfirming(true) : run())}
      >
        {save.isPending ? action.busy : action.label}
      </Button>
      <ConfirmDialog
        open={isConfirming}
        title="Close this job?"
        description={`It has ${formatCount(proposals, 'proposal')} waiting for your answer. Freelancers can no longer send proposals or change theirs until you reopen it.`}
        confirmLabel="Close job"
        busyLabel="Closing..."
        cancelLabel="Keep it open"
        isPending={save.isPending}
        onConfirm={run}
        onClose={() => setIsConfirming(false)}
      />
    </>
  );
}
