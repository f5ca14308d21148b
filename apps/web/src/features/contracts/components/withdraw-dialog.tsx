import type { SecondFactorProof } from '@skillora/shared';
import { formatMoney } from '@skillora/shared/money';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormError } from '../../../components/ui/form-field';
import {
  SecondFactorField,
  type SecondFactorKind,
  secondFactorProof,
} from '../../../components/ui/second-factor-field';

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
        <WithdrawForm
          amount={amount}
          needsCode={needsCode}
          isPending={isPending}
          codeError={codeError}
          onConfirm={(proof) => onConfirm(amountCents, proof)}
          onClose={onClose}
        />
      )}
    </Dialog>
  );
}

function WithdrawForm({
  amount,
  needsCode,
  isPending,
  codeError,
  onConfirm,
  onClose,
}: Omit<Props, 'amountCents' | 'destination' | 'onConfirm'> & {
  amount: string;
  onConfirm: (p?: SecondFactorProof) => void;
}) {
  const [kind, setKind] = useState<SecondFactorKind>('code');
  const [value, setValue] = useState('');
  const [typingError, setTypingError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!needsCode) return onConfirm();
    const proof = secondFactorProof(kind, value);
    if (typeof proof === 'string') return setTypingError(proof);
    setTypingError(null);
    onConfirm(proof);
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      {needsCode && (
        <>
          <p className="text-sm text-gray-800 dark:text-gray-200">
            Withdrawals over $1,000.00 need the code from your authenticator app.
          </p>
          <SecondFactorField kind={kind} onKindChange={setKind} value={value} onChange={setValue} autoFocus />
          <FormError message={typingError ?? codeError} />
        </>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={isPending}>
          {isPending ? 'Withdrawing...' : `Withdraw ${amount}`}
        </Button>
      </div>
    </form>
  );
}
