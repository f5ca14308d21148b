import { UNLIST_REASON_MAX } from '@skillora/shared/constants';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { Field } from '../../../../components/ui/form-field';
import { inputClass } from '../../../../components/ui/input';

type UnlistJobDialogProps<J extends { title: string }> = {
  job: J | null;
  isPending: boolean;
  /** With the reason typed (maybe empty), which the job's client reads. */
  onConfirm: (job: J, reason: string) => void;
  onClose: () => void;
};

/** Unlisting hides a client's job from every freelancer at once, so it is confirmed; relisting is not. */
export function UnlistJobDialog<J extends { title: string }>({
  job,
  isPending,
  onConfirm,
  onClose,
}: UnlistJobDialogProps<J>) {
  return (
    <Dialog
      open={job !== null}
      onClose={onClose}
      title={job ? `Unlist "${job.title}"?` : ''}
      description="It disappears from search and its page for everyone but its client and the admins, until you list it again."
    >
      {job && (
        <ReasonForm isPending={isPending} onCancel={onClose} onConfirm={(reason) => onConfirm(job, reason)} />
      )}
    </Dialog>
  );
}

/** Mounted with the dialog, so each unlisting starts with an empty reason. */
function ReasonForm({
  isPending,
  onCancel,
  onConfirm,
}: {
  isPending: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onConfirm(reason);
      }}
    >
      <Field
        label="Reason (shown to the client)"
        hint={`Optional, at most ${UNLIST_REASON_MAX} characters.`}
        className="mb-4"
      >
        {(control) => (
          <textarea
            {...control}
            rows={3}
            maxLength={UNLIST_REASON_MAX}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            className={inputClass}
          />
        )}
      </Field>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" variant="danger" disabled={isPending}>
          {isPending ? 'Unlisting...' : 'Unlist'}
        </Button>
      </div>
    </form>
  );
}
