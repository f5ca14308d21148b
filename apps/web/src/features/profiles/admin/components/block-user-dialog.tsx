import type { AdminUserRow } from '@skillora/shared';
import { ReasonDialog } from '../../../../components/ui/reason-dialog';

type BlockUserDialogProps = {
  user: AdminUserRow | null;
  isPending: boolean;
  /** The server's refusal, shown in the dialog. */
  error: string;
  onConfirm: (user: AdminUserRow, reason: string) => void;
  onClose: () => void;
};

/**
 * Blocking signs the user out everywhere at once, so it is confirmed, with the reason they are shown
 * when they try to log in (ADR 030); unblocking is not.
 */
export function BlockUserDialog({ user, isPending, error, onConfirm, onClose }: BlockUserDialogProps) {
  return (
    <ReasonDialog
      open={user !== null}
      onClose={onClose}
      title={user ? `Block ${user.name}?` : ''}
      description="They are signed out everywhere at once and cannot log in until you unblock them."
      label="Reason (shown to them when they try to log in)"
      missing="Give the reason for blocking this user"
      confirmLabel="Block"
      busyLabel="Blocking..."
      isPending={isPending}
      error={error}
      onConfirm={(reason) => user && onConfirm(user, reason)}
    />
  );
}
