import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';

type UnlistJobDialogProps<J extends { title: string }> = {
  job: J | null;
  isPending: boolean;
  onConfirm: (job: J) => void;
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
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button variant="danger" disabled={isPending} onClick={() => job && onConfirm(job)}>
          {isPending ? 'Unlisting...' : 'Unlist'}
        </Button>
      </div>
    </Dialog>
  );
}
