import { INVITATION_MESSAGE_MAX } from '@skillora/shared/constants';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/form-field';
import { inputClass } from '../../../components/ui/input';
import { errorText } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useInviteFreelancer, useOpenJobs } from '../api/invite-freelancer';

type InviteToJobButtonProps = { freelancerId: string; freelancerName: string; className?: string };

/**
 * 'Invite to job' on a freelancer's profile: a signed-in client picks one of their open jobs (and
 * may add a note). Nobody else sees the button.
 */
export function InviteToJobButton({ freelancerId, freelancerName, className = '' }: InviteToJobButtonProps) {
  const { user } = useSession();
  const [isOpen, setIsOpen] = useState(false);
  if (user?.role !== 'client') return null;
  return (
    <>
      <Button className={className} onClick={() => setIsOpen(true)}>
        Invite to job
      </Button>
      <Dialog
        open={isOpen}
        onClose={() => setIsOpen(false)}
        title={`Invite ${freelancerName} to a job`}
        description="They will see the invitation with your job and can send a proposal."
      >
        <InviteForm freelancerId={freelancerId} onDone={() => setIsOpen(false)} />
      </Dialog>
    </>
  );
}

function InviteForm({ freelancerId, onDone }: { freelancerId: string; onDone: () => void }) {
  const jobs = useOpenJobs(true);
  const invite = useInviteFreelancer();
  const [jobId, setJobId] = useState('');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | undefined>();
  const chosen = jobId || jobs.data?.data[0]?.id || '';

  if (jobs.isPending) return <p className="text-sm text-gray-700 dark:text-gray-300">Loading your jobs…</p>;
  if (jobs.error)
    return (
      <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
        {errorText(jobs.error, 'Failed to load your jobs')}
      </p>
    );
  if (jobs.data.data.length === 0)
    return (
      <div className="space-y-4">
        <p className="text-sm text-gray-800 dark:text-gray-200">You have no open job to invite them to.</p>
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={onDone}>
            Cancel
          </Button>
          <Link to="/client/jobs/new" className={buttonClass('primary')}>
            Post a job
          </Link>
        </div>
      </div>
    );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    invite.mutate(
      { jobId: chosen, body: { freelancerId, message } },
      {
        onSuccess: (res) => {
          toast.success(res.message);
          onDone();
        },
        onError: (err) => setError(errorText(err, 'Failed to send the invitation')),
      },
    );
  };
  const isTooLong = message.length > INVITATION_MESSAGE_MAX;
  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      <Field label="Job">
        {(control) => (
          <select
            {...control}
            value={chosen}
            onChange={(e) => setJobId(e.target.value)}
            className={inputClass}
          >
            {jobs.data.data.map((job) => (
              <option key={job.id} value={job.id}>
                {job.title}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        label="Message (optional)"
        hint={`${message.length.toLocaleString('en-US')} / ${INVITATION_MESSAGE_MAX.toLocaleString('en-US')}`}
        error={
          isTooLong
            ? `Message must be at most ${INVITATION_MESSAGE_MAX.toLocaleString('en-US')} characters`
            : undefined
        }
      >
        {(control) => (
          <textarea
            {...control}
            rows={4}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            className={inputClass}
          />
        )}
      </Field>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={invite.isPending || isTooLong}>
          {invite.isPending ? 'Sending…' : 'Send invitation'}
        </Button>
      </div>
    </form>
  );
}
