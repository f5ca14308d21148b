import { Button } from './button';
import { Dialog } from './dialog';

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  busyLabel: string;
  cancelLabel: string;
  isPending: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** Red for a loss (the default); primary for a step that is wanted but final (money sent on). */
  confirmVariant?: 'danger' | 'primary';
};

/**
 * "Are you sure?" before a step that is hard to take back (close a job with proposals, decline, and
 * every step that moves money: issue 31).
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  busyLabel,
  cancelLabel,
  isPending,
  onConfirm,
  onClose,
  confirmVariant = 'danger',
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={title} description={description}>
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onClose}>
          {cancelLabel}
        </Button>
        <Button variant={confirmVariant} onClick={onConfirm} disabled={isPending}>
          {isPending ? busyLabel : confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
