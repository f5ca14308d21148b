import type { ReportReason, ReportSubjectType } from '@skillora/shared';
import { REPORT_NOTE_MAX, REPORT_REASONS } from '@skillora/shared/constants';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field, FormError } from '../../../components/ui/form-field';
import { inputClass } from '../../../components/ui/input';
import { RadioChoices } from '../../../components/ui/radio-choices';
import { errorText } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useFileReport } from '../api/my-reports';
import { REASON_LABELS } from '../words';

/** What is reported; `what` names it in words ("Fred Freelancer’s message"), after "Report". */
export type ReportTarget = { subjectType: ReportSubjectType; subjectId: string; what: string };

type ReportDialogProps = { target: ReportTarget | null; onClose: () => void };

/** Report a person, a job, a message or a review to Skillora's team (issue 30): a reason and an optional note. */
export function ReportDialog({ target, onClose }: ReportDialogProps) {
  return (
    <Dialog
      open={target !== null}
      onClose={onClose}
      title={target ? `Report ${target.what}` : ''}
      description="Our team reviews every report, usually within a day. The person you report is not told who reported them."
    >
      {target && <ReportForm target={target} onDone={onClose} />}
    </Dialog>
  );
}

/** Mounted with the dialog, so each report starts empty. */
function ReportForm({ target, onDone }: { target: ReportTarget; onDone: () => void }) {
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);
  const [error, setError] = useState('');
  const file = useFileReport();

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setMissing(reason === '');
        if (reason === '') return;
        setError('');
        file.mutate(
          { subjectType: target.subjectType, subjectId: target.subjectId, reason, note },
          {
            onSuccess: (res) => {
              toast.success(res.message);
              onDone();
            },
            onError: (err) => setError(errorText(err, 'Failed to send the report')),
          },
        );
      }}
    >
      <RadioChoices
        legend="Why are you reporting this?"
        name="reason"
        choices={REPORT_REASONS.map((value) => ({ value, label: REASON_LABELS[value] }))}
        value={reason}
        onChange={setReason}
        error={missing ? 'Choose a reason for your report' : undefined}
        className="mb-4"
      />
      <Field
        label="Anything our team should know (optional)"
        hint={`At most ${REPORT_NOTE_MAX.toLocaleString('en-US')} characters.`}
        className="mb-4"
      >
        {(control) => (
          <textarea
            {...control}
            rows={3}
            maxLength={REPORT_NOTE_MAX}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            className={inputClass}
          />
        )}
      </Field>
      <FormError message={error} className="mb-4" />
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" variant="danger" disabled={file.isPending}>
          {file.isPending ? 'Sending...' : 'Send report'}
        </Button>
      </div>
    </form>
  );
}
