import type { ReportAction, ReportedSubject } from '@skillora/shared';
import { MODERATION_REASON_MAX } from '@skillora/shared/constants';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { Field, FormError } from '../../../../components/ui/form-field';
import { inputClass } from '../../../../components/ui/input';
import { RadioChoices } from '../../../../components/ui/radio-choices';
import { ReasonField } from '../../../../components/ui/reason-dialog';
import type { Decision } from '../api/report-queue';

type Choice = { action: ReportAction; label: string };
type Length = '7' | '30' | 'forever';

/** What an admin may do about a subject: hide fits a message or a review, unlist a job (ADR 030). */
function choicesFor(subject: ReportedSubject): Choice[] {
  const name = subject.user.name;
  const own: Choice[] =
    subject.subjectType === 'message'
      ? [{ action: 'hide', label: 'Hide the message' }]
      : subject.subjectType === 'review'
        ? [{ action: 'hide', label: 'Hide the review' }]
        : subject.subjectType === 'job'
          ? [{ action: 'unlist', label: 'Unlist the job' }]
          : [];
  return [
    { action: 'dismiss', label: 'Dismiss: it breaks no rule' },
    ...own,
    { action: 'warn', label: `Warn ${name}` },
    { action: 'suspend', label: `Suspend ${name}` },
  ];
}

type ActDialogProps = {
  subject: ReportedSubject | null;
  isPending: boolean;
  /** The server's refusal, shown in the dialog. */
  error: string;
  onConfirm: (decision: Decision) => void;
  onClose: () => void;
};

/** One decision about a reported subject: it closes every open report on it, and the reporters are told. */
export function ActDialog({ subject, onClose, ...form }: ActDialogProps) {
  return (
    <Dialog
      open={subject !== null}
      onClose={onClose}
      title={subject ? `Decide on the reports about ${subject.summary}` : ''}
      description="Your decision closes every open report on this, and each reporter is told the outcome."
    >
      {subject && <ActForm subject={subject} onCancel={onClose} {...form} />}
    </Dialog>
  );
}

type ActFormProps = Omit<ActDialogProps, 'subject' | 'onClose'> & {
  subject: ReportedSubject;
  onCancel: () => void;
};

function ActForm({ subject, isPending, error, onConfirm, onCancel }: ActFormProps) {
  const [action, setAction] = useState<ReportAction | ''>('');
  const [length, setLength] = useState<Length>('7');
  const [alsoWarn, setAlsoWarn] = useState(false);
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const canAlsoWarn = action === 'hide' || action === 'unlist';

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (action === '' || reason.trim() === '') return;
        onConfirm({
          subjectType: subject.subjectType,
          subjectId: subject.subjectId,
          action,
          reason,
          ...(action === 'suspend' && length !== 'forever' ? { days: Number(length) as 7 | 30 } : {}),
          ...(canAlsoWarn && alsoWarn ? { alsoWarn: true } : {}),
        });
      }}
    >
      <RadioChoices
        legend="Decision"
        name="action"
        choices={choicesFor(subject).map((c) => ({ value: c.action, label: c.label }))}
        value={action}
        onChange={setAction}
        error={tried && action === '' ? 'Choose what to do about the reports' : undefined}
        className="mb-4"
      />
      {action === 'suspend' && (
        <Field label="For how long" className="mb-4">
          {(control) => (
            <select
              {...control}
              value={length}
              onChange={(e) => setLength(e.target.value as Length)}
              className={inputClass}
            >
              <option value="7">7 days</option>
              <option value="30">30 days</option>
              <option value="forever">For good</option>
            </select>
          )}
        </Field>
      )}
      {canAlsoWarn && (
        <label className="mb-4 flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={alsoWarn}
            onChange={(e) => setAlsoWarn(e.target.checked)}
            className="size-4 accent-brand-600"
          />
          Also warn {subject.user.name} (they read the reason)
        </label>
      )}
      <ReasonField
        label="Reason for your decision"
        max={MODERATION_REASON_MAX}
        hint="A warned or suspended person reads it."
        value={reason}
        onChange={setReason}
        error={tried && reason.trim() === '' ? 'Give the reason for your decision' : undefined}
      />
      <FormError message={error} className="mb-4" />
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={isPending}>
          {isPending ? 'Saving...' : 'Confirm decision'}
        </Button>
      </div>
    </form>
  );
}
