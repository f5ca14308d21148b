import type { LoginResponse } from '@skillora/shared';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-field';
import {
  SecondFactorField,
  type SecondFactorKind,
  secondFactorProof,
} from '../../../components/ui/second-factor-field';
import { errorText } from '../../../lib/api-client';
import { useLoginSecondFactor } from '../api/login-second-factor';
import { PasskeyButton } from './passkey-button';

type Props = {
  loginToken: string;
  onSignedIn: (data: LoginResponse) => void;
  /** Back to the password form. */
  onRestart: () => void;
};

/** After the password: the code from the authenticator app, a recovery code (ADR 031) or a passkey (ADR 032). */
export function SecondFactorStep({ loginToken, onSignedIn, onRestart }: Props) {
  const verify = useLoginSecondFactor();
  const [kind, setKind] = useState<SecondFactorKind>('code');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const proof = secondFactorProof(kind, value);
    if (typeof proof === 'string') return setError(proof);
    setError(null);
    verify.mutate(
      { loginToken, ...proof },
      { onSuccess: onSignedIn, onError: (err) => setError(errorText(err, 'Login failed')) },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-labelledby="second-factor-title">
      <h2 id="second-factor-title" className="text-lg font-semibold">
        Two-step verification
      </h2>
      <p className="text-sm text-gray-700 dark:text-gray-300">
        {kind === 'code'
          ? 'Enter the code your authenticator app shows for Skillora.'
          : 'Enter one of the recovery codes you saved. Each works once.'}
      </p>
      <SecondFactorField kind={kind} onKindChange={setKind} value={value} onChange={setValue} autoFocus />
      <Button type="submit" className="w-full" disabled={verify.isPending}>
        {verify.isPending ? 'Verifying...' : 'Verify'}
      </Button>
      <FormError message={error} className="mt-3" />
      <PasskeyButton label="Use your passkey instead" loginToken={loginToken} onSignedIn={onSignedIn} />
      <button
        type="button"
        onClick={onRestart}
        className="min-h-6 text-sm font-medium text-gray-700 underline-offset-2 hover:underline dark:text-gray-300"
      >
        Back to login
      </button>
    </form>
  );
}
