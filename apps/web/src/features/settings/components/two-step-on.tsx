import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-field';
import {
  SecondFactorField,
  type SecondFactorKind,
  secondFactorProof,
} from '../../../components/ui/second-factor-field';
import { errorText } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useTurnOffTotp } from '../api/two-factor';

type Props = { since: string; recoveryCodesLeft: number; isRequired: boolean; hasPasskey?: boolean };

/** On: since when, the recovery codes left, and turning it off with a current code or a recovery code. */
export function TwoStepOn({ since, recoveryCodesLeft, isRequired, hasPasskey = false }: Props) {
  const turnOff = useTurnOffTotp((message) => toast.success(message));
  const [isTurningOff, setIsTurningOff] = useState(false);
  const [kind, setKind] = useState<SecondFactorKind>('code');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const proof = secondFactorProof(kind, value);
    if (typeof proof === 'string') return setError(proof);
    setError(null);
    turnOff.mutate(proof, {
      onError: (err) => setError(errorText(err, 'Could not turn off two-step verification')),
    });
  };

  return (
    <div className="grid gap-4 text-sm text-gray-800 dark:text-gray-200">
      <p>
        <span className="font-semibold text-green-800 dark:text-green-300">On</span> since {formatDate(since)}
        , with an authenticator app. {recoveryCodesLeft} of your recovery codes{' '}
        {recoveryCodesLeft === 1 ? 'is' : 'are'} left.
      </p>
      {!isTurningOff ? (
        <Button variant="secondary" className="justify-self-start" onClick={() => setIsTurningOff(true)}>
          Turn off two-step verification
        </Button>
      ) : (
        <form onSubmit={onSubmit} noValidate className="grid gap-3 sm:max-w-xs">
          <p>
            {hasPasskey
              ? 'Your passkeys stay your second step. '
              : isRequired
                ? 'Admins cannot use the admin area without it. '
                : 'Signing in will ask for your password only. '}
            Enter a current code to turn it off.
          </p>
          <SecondFactorField kind={kind} onKindChange={setKind} value={value} onChange={setValue} />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" variant="danger" disabled={turnOff.isPending}>
              {turnOff.isPending ? 'Turning off...' : 'Turn off'}
            </Button>
            <Button variant="secondary" onClick={() => setIsTurningOff(false)}>
              Cancel
            </Button>
          </div>
          <FormError message={error} />
        </form>
      )}
    </div>
  );
}
