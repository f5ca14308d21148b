import type { LoginResponse } from '@skillora/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-field';
import { errorText } from '../../../lib/api-client';
import { usePasskeySignIn } from '../api/passkey-sign-in';

type Props = {
  label: string;
  onSignedIn: (data: LoginResponse) => void;
  /** The password sign-in this passkey completes (its second step); none: the passkey alone. */
  loginToken?: string;
};

/** Opens the browser's passkey dialog and signs in with the passkey picked (ADR 032). */
export function PasskeyButton({ label, onSignedIn, loginToken }: Props) {
  const signIn = usePasskeySignIn();
  const [error, setError] = useState<string | null>(null);

  const onClick = () => {
    setError(null);
    signIn.mutate(loginToken, {
      onSuccess: onSignedIn,
      onError: (err) => setError(errorText(err, 'Login failed')),
    });
  };

  return (
    <div>
      <Button variant="secondary" className="w-full" onClick={onClick} disabled={signIn.isPending}>
        {signIn.isPending ? 'Waiting for your passkey...' : label}
      </Button>
      <FormError message={error} className="mt-3" />
    </div>
  );
}
