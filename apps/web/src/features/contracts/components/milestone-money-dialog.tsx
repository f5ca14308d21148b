import type { Milestone } from '@skillora/shared';
import { formatMoney } from '@skillora/shared/money';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

/** The milestone moves that send its money out of escrow for good. */
export type MoneyMove = 'approve' | 'refund';

/**
 * Approve and release (the client) and Refund (the freelancer) move a milestone's money for good,
 * so each is confirmed first, saying how much goes to whom (issue 31).
 */
export function MilestoneMoneyDialog({
  move,
  milestone: m,
  otherName,
  isPending,
  onConfirm,
  onClose,
}: {
  move: MoneyMove | null;
  milestone: Milestone;
  /** Who gets the money: the freelancer on a release, the client on a refund. */
  otherName: string;
  isPending: boolean;
  onConfirm: (move: MoneyMove) => void;
  onClose: () => void;
}) {
  const amount = formatMoney(m.amountCents);
  const text =
    move === 'refund'
      ? {
          title: `Refund ${amount} to ${otherName}?`,
          description: `The money in escrow for “${m.title}” goes back to ${otherName}’s card, and the milestone ends unpaid. This cannot be undone.`,
          confirmLabel: `Refund ${amount}`,
          busyLabel: 'Refunding...',
        }
      : {
          title: `Release ${amount} to ${otherName}?`,
          description: `${otherName} receives ${formatMoney(m.receiveCents)} for “${m.title}” after the ${formatMoney(m.feeCents)} service fee. This cannot be undone.`,
          confirmLabel: `Release ${amount}`,
          busyLabel: 'Releasing...',
        };
  return (
    <ConfirmDialog
      open={move !== null}
      {...text}
      cancelLabel="Cancel"
      confirmVariant={move === 'refund' ? 'danger' : 'primary'}
      isPending={isPending}
      onConfirm={() => move && onConfirm(move)}
      onClose={onClose}
    />
  );
}
