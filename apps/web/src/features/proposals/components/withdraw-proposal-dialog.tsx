import { type RefObject, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { errorText } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useSendProposal } from '../api/send-proposal';

type WithdrawProposalDialogProps = {
  proposalId: string | null;
  onClose: () => void;
  /** The button that opened the dialog goes once the proposal is withdrawn: where focus lands then. */
  focusAfterWithdraw: RefObject<HTMLElement | null>;
};

/** Withdrawing is final (one proposal per job), so it asks first. */
export function WithdrawProposalDialog({
  proposalId,
  onClose,
  focusAfterWithdraw,
}: WithdrawProposalDialogProps) {
  const send = useSendProposal();
  const [isWithdrawn, setIsWithdrawn] = useState(false);
  const withdraw = () => {
    if (!proposalId) return;
    setIsWithdrawn(false);
    send.mutate(
      { kind: 'withdraw', proposalId },
      {
        onSuccess: (res) => {
          toast.success(res.message);
          // One render with the close, so the dialog hands focus over as it closes.
          setIsWithdrawn(true);
          onClose();
        },
        onError: (err) => toast.error(errorText(err, 'Failed to withdraw the proposal')),
      },
    );
  };
  return (
    <Dialog
      open={proposalId !== null}
      onClose={onClose}
      title="Withdraw your proposal?"
      description="The client will no longer see it, and you cannot send another proposal to this job."
      finalFocus={isWithdrawn ? focusAfterWithdraw : undefined}
    >
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onClose}>
          Keep proposal
        </Button>
        <Button variant="danger" onClick={withdraw} disabled={send.isPending}>
          {send.isPending ? 'Withdrawing…' : 'Withdraw proposal'}
        </Button>
      </div>
    </Dialog>
  );
}
