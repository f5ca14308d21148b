import type { SecondFactorProof } from '@skillora/shared';
import { formatMoney } from '@skillora/shared/money';
import { Dialog } from '../../../components/ui/dialog';
import { StepUpForm } from './step-up-form';

type Props = {
  amountCents: number | null;
  /** Where the money goes: the payout account, or the sandbox's bank account before one is set up. */
  destination: string;
  /** Above $1,000.00 with two-step verification on: the code is asked again (issue 30, ADR 033). */
  needsCode: boolean;
  isPending: boolean;
  /** A refused code, shown under the field so it can be typed again. */
  codeError: string | null;
  onConfirm: (amountCents: number, secondFactor?: SecondFactorProof) => void;
  onClose: () => void;
};

/** "Withdraw $X?" before money leaves (issue 31), with the second factor for a large amount. */
export function WithdrawDialog({
  amountCents,
  destination,
  needsCode,
  isPending,
  codeError,
  onConfirm,
  onClose,
}: Props) {
  const amount = formatMoney(amountCents ?? 0);
  return (
    <Dialog
      open={amountCents !== null}
      onClose={onClose}
      title={`Withdraw ${amount}?`}
      description={`${amount} leaves your available balance for ${destination}. This cannot be undone.`}
    >
      {amountCents !== null && (
        <StepUpForm
          needsCode={needsCode}
          codeNote="Withdrawals over $1,000.00 need the code from your authenticator app."
          confirmLabel={`Withdraw ${amount}`}
          busyLabel="Withdrawing..."
          isPending={isPending}
          codeError={codeError}
          onConfirm={(proof) => onConfirm(amountCents, proof)}
          onClose={onClose}
        />
      )}
    </Dialog>
  );
}
