import type { AdminReviewRow } from '@skillora/shared';
import { REVIEW_HIDE_REASON_MAX } from '@skillora/shared/review-rules';
import { ReasonDialog } from '../../../../components/ui/reason-dialog';

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
    <ReasonDialog
      open={review !== null}
      onClose={onClose}
      title={review ? `Hide ${review.reviewer.name}’s review of ${review.reviewee.name}?` : ''}
      description="It stops showing and stops counting toward the score. Both of them are told, with your reason."
      label="Reason (both parties read it)"
      missing="Give the reason for hiding this review"
      confirmLabel="Hide review"
      busyLabel="Hiding..."
      max={REVIEW_HIDE_REASON_MAX}
      isPending={isPending}
      error={error}
      onConfirm={(reason) => review && onConfirm(review, reason)}
    />
  );
}
