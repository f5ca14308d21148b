import type { AdminReviewRow } from '@skillora/shared';
import { REVIEW_HIDE_REASON_MAX } from '@skillora/shared/review-rules';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { Field, FormError } from '../../../../components/ui/form-field';
import { inputClass } from '../../../../components/ui/input';

type HideReviewDialogProps = {
  review: AdminReviewRow | null;
  isPending: boolean;
  /** The server's refusal, shown in the dialog. */
  error: string;
  onConfirm: (review: AdminReviewRow, reason: string) => void;
  onClose: () => void;
};

/** Hiding takes a review off every page and out of the score, and both parties are told why: a reason is required. */
export function HideReviewDialog({ review, isPending, error, onConfirm, onClose }: HideReviewDialogProps) {
  return (
    <Dialog
      open={review !== null}
      onClose={onClose}
      title={review ? `Hide ${review.reviewer.name}’s review of ${review.reviewee.name}?` : ''}
      description="It stops showing and stops counting toward the score. Both of them are told, with your reason."
    >
      {review && (
        <ReasonForm
          isPending={isPending}
          error={error}
          onCancel={onClose}
          onConfirm={(reason) => onConfirm(review, reason)}
        />
      )}
    </Dialog>
  );
}

/** Mounted with the dialog, so each hiding starts with an empty reason. */
function ReasonForm({
  isPending,
  error,
  onCancel,
  onConfirm,
}: {
  isPending: boolean;
  error: string;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState('');
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (reason.trim() === '') {
          setMissing('Give the reason for hiding this review');
          return;
        }
        setMissing('');
        onConfirm(reason);
      }}
    >
      <Field
        label="Reason (both parties read it)"
        hint={`Required, at most ${REVIEW_HIDE_REASON_MAX.toLocaleString('en-US')} characters.`}
        error={missing}
        className="mb-4"
      >
        {(control) => (
          <textarea
            {...control}
            rows={3}
            required
            maxLength={REVIEW_HIDE_REASON_MAX}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            className={inputClass}
          />
        )}
      </Field>
      <FormError message={error} className="mb-4" />
      <div className="flex justify-end gap-2">
        <Button type="button" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" variant="danger" disabled={isPending}>
          {isPending ? 'Hiding...' : 'Hide review'}
        </Button>
      </div>
    </form>
  );
}
