import { MODERATION_REASON_MAX } from '@skillora/shared/constants';
import { useState } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';
import { Field, FormError } from './form-field';
import { inputClass } from './input';

type ReasonDialogProps = {
  open: boolean;
  title: string;
  description: string;
  /** The field's label: says who reads the reason. */
  label: string;
  /** Shown under the field when the reason is left empty. */
  missing: string;
  confirmLabel: string;
  busyLabel: string;
  /** The longest reason the server takes (the moderation actions' by default). */
  max?: number;
  isPending: boolean;
  /** The server's refusal, shown in the dialog. */
  error: string;
  onConfirm: (reason: string) => void;
  onClose: () => void;
};

/**
 * An admin's action with a required reason (hide a message or a review, warn, block: ADR 030), which
 * the people concerned are told or the admins keep.
 */
export function ReasonDialog({ open, title, description, onClose, ...form }: ReasonDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={title} description={description}>
      <ReasonForm {...form} onCancel={onClose} />
    </Dialog>
  );
}

type ReasonFormProps = Omit<ReasonDialogProps, 'open' | 'title' | 'description' | 'onClose'> & {
  onCancel: () => void;
};

/** Mounted with the dialog, so each action starts with an empty reason. */
function ReasonForm({
  max = MODERATION_REASON_MAX,
  label,
  missing,
  confirmLabel,
  busyLabel,
  isPending,
  error,
  onConfirm,
  onCancel,
}: ReasonFormProps) {
  const [reason, setReason] = useState('');
  const [isMissing, setIsMissing] = useState(false);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setIsMissing(reason.trim() === '');
        if (reason.trim() !== '') onConfirm(reason);
      }}
    >
      <ReasonField
        label={label}
        max={max}
        value={reason}
        onChange={setReason}
        error={isMissing ? missing : undefined}
      />
      <FormError message={error} className="mb-4" />
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" variant="danger" disabled={isPending}>
          {isPending ? busyLabel : confirmLabel}
        </Button>
      </div>
    </form>
  );
}

type ReasonFieldProps = {
  label: string;
  max: number;
  value: string;
  onChange: (reason: string) => void;
  error: string | undefined;
  /** After "Required, at most N characters.": who reads it. */
  hint?: string;
};

/** The required reason of a moderation decision: a textarea with its limit. */
export function ReasonField({ label, max, value, onChange, error, hint = '' }: ReasonFieldProps) {
  return (
    <Field
      label={label}
      hint={`Required, at most ${max.toLocaleString('en-US')} characters.${hint ? ` ${hint}` : ''}`}
      error={error}
      className="mb-4"
    >
      {(control) => (
        <textarea
          {...control}
          rows={3}
          required
          maxLength={max}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className={inputClass}
        />
      )}
    </Field>
  );
}
