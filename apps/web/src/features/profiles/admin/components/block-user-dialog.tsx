import type { AdminUserRow } from '@skillora/shared';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';

type BlockUserDialogProps = {
  user: AdminUserRow | null;
  isPending: boolean;
  onConfirm: (user: AdminUserRow) => void;
  onClose: () => void;
};

/** Blocking signs the user out everywhere at once, so it is confirmed; unblocking is not. */
export function BlockUserDialog({ user, isPending, onConfirm, onClose }: BlockUserDialogProps) {
  return (
    <Dialog
      open={user !== null}
      onClose={onClose}
      title={user ? `Block ${user.name}?` : ''}
      description="They are signed out everywhere at once and cannot log in until you unblock them."
    >
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button variant="danger" disabled={isPending} onClick={() => user && onConfirm(user)}>
          {isPending ? 'Blocking...' : 'Block'}
        </Button>
      </div>
    </Dialog>
  );
}
