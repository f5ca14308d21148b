import type { SecondFactorProof } from '@skillora/shared';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-field';
import {
  SecondFactorField,
  type SecondFactorKind,
  secondFactorProof,
} from '../../../components/ui/second-factor-field';

type StepUpFormProps = {
  /** With two-step verification on, the code is asked again (issue 30, ADR 033). */
  needsCode: boolean;
  /** Why the code is asked, above the field. */
  codeNote: string;
  confirmLabel: string;
  busyLabel: string;
  isPending: boolean;
  /** A refused code, shown under the field so it can be typed again. */
  codeError: string | null;
  onConfirm: (secondFactor?: SecondFactorProof) => void;
  onClose: () => void;
};

/** A money step's confirmation, with the second factor when it is asked again (a withdrawal, a payout change). */
export function StepUpForm({
  needsCode,
  codeNote,
  confirmLabel,
  busyLabel,
  isPending,
  codeError,
  onConfirm,
  onClose,
}: StepUpFormProps) {
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
          <p className="text-sm text-gray-800 dark:text-gray-200">{codeNote}</p>
          <SecondFactorField kind={kind} onKindChange={setKind} value={value} onChange={setValue} autoFocus />
          <FormError message={typingError ?? codeError} />
        </>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={isPending}>
          {isPending ? busyLabel : confirmLabel}
        </Button>
      </div>
    </form>
  );
}
