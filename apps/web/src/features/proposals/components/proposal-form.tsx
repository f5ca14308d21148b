import type { Proposal } from '@skillora/shared';
import { COVER_LETTER_MAX, COVER_LETTER_MIN } from '@skillora/shared/constants';
import { SCREENING_ANSWER_MAX } from '@skillora/shared/deal-rules';
import { useState } from 'react';
import { AttachmentPicker } from '../../../components/attachments/attachment-picker';
import { Button } from '../../../components/ui/button';
import { DurationField } from '../../../components/ui/duration-field';
import { Field } from '../../../components/ui/form-field';
import { inputClass } from '../../../components/ui/input';
import { MoneyInput } from '../../../components/ui/money-input';
import { TextAreaField } from '../../../components/ui/text-fields';
import { fieldBinder } from '../../../lib/field-binder';
import { dollarsToCents, formatBudget, Money } from '../../../lib/money';
import { type ProposalJob, useProposalForm } from '../hooks/use-proposal-form';
import { ProposalHints } from './proposal-hints';
import { ShareAfterFee } from './share-after-fee';

type ProposalFormProps = {
  job: ProposalJob;
  /** Given: the form edits it; otherwise it sends a new one. */
  proposal?: Proposal | undefined;
  onDone: () => void;
  onCancel?: () => void;
};

/** Cover letter, bid, duration and an answer to each screening question, checked here with the API's own schema before anything is sent. */
export function ProposalForm({ job, proposal, onDone, onCancel }: ProposalFormProps) {
  const { values, errors, serverError, change, submit, formRef, isPending } = useProposalForm({
    job,
    proposal,
    onDone,
  });
  const [uploading, setUploading] = useState(false);
  const isHourly = (job.budget?.type ?? 'fixed') === 'hourly';
  const bind = fieldBinder(values, change);
  const length = values.coverLetter.length;
  return (
    <form ref={formRef} onSubmit={submit} noValidate className="space-y-5">
      <Field
        label="Cover letter"
        error={errors.coverLetter}
        hint={`${length.toLocaleString('en-US')} / ${COVER_LETTER_MAX.toLocaleString('en-US')} characters (at least ${COVER_LETTER_MIN})`}
      >
        {(control) => (
          <textarea
            {...control}
            name="coverLetter"
            rows={8}
            value={values.coverLetter}
            onChange={(e) => change({ coverLetter: e.target.value })}
            placeholder="Introduce yourself and explain why you are a great fit for this job"
            className={`${inputClass} resize-y`}
          />
        )}
      </Field>
      <ProposalHints jobId={job.id} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label={isHourly ? 'Your hourly rate (USD)' : 'Your bid (total, USD)'}
          error={errors.bidCents}
          hint={
            <>
              Client's budget: <Money>{formatBudget(job.budget)}</Money>
              <ShareAfterFee bidCents={dollarsToCents(values.bid)} isHourly={isHourly} />
            </>
          }
        >
          {(control) => (
            <MoneyInput {...control} name="bid" suffix={isHourly ? '/hr' : undefined} {...bind('bid')} />
          )}
        </Field>
        <DurationField label="Estimated duration" error={errors.duration} {...bind('duration')} />
      </div>
      {job.questions.map((question, index) => (
        <TextAreaField
          // biome-ignore lint/suspicious/noArrayIndexKey: the job's questions keep their order
          key={index}
          label={question}
          name={`answer-${index + 1}`}
          rows={3}
          maxLength={SCREENING_ANSWER_MAX}
          error={errors[`answers.${index}`]}
          value={values.answers[index] ?? ''}
          onChange={(text) => change({ answers: values.answers.map((a, i) => (i === index ? text : a)) })}
        />
      ))}
      <AttachmentPicker
        purpose="proposal"
        value={values.attachments}
        onChange={(attachments) => change({ attachments })}
        onBusy={setUploading}
      />
      {serverError && (
        <p
          role="alert"
          className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {serverError}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={isPending || uploading}>
          {isPending ? 'Sending…' : proposal ? 'Save changes' : 'Send proposal'}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
