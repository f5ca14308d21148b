import type { StartTotpResponse } from '@skillora/shared';
import { TOTP_DIGITS } from '@skillora/shared/constants';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-field';
import { TextField } from '../../../components/ui/input';
import { secondFactorProof } from '../../../components/ui/second-factor-field';
import { errorText } from '../../../lib/api-client';
import { useConfirmTotp, useStartTotp } from '../api/two-factor';

const linkClass = 'font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-100';

/**
 * Off: start, add the key to an app (scan the QR code, or type the key shown in groups of four, or
 * open the otpauth link on the phone), confirm with its first code.
 */
export function TotpSetup({
  onTurnedOn,
  hasPasskey = false,
}: {
  onTurnedOn: (recoveryCodes: string[]) => void;
  /** On already, with a passkey (ADR 032): an app is one more way to take the second step. */
  hasPasskey?: boolean;
}) {
  const start = useStartTotp();
  const confirm = useConfirmTotp(onTurnedOn);
  const [setup, setSetup] = useState<StartTotpResponse | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const begin = () => {
    setError(null);
    start.mutate(undefined, {
      onSuccess: setSetup,
      onError: (err) => setError(errorText(err, 'Could not start setting up two-step verification')),
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const proof = secondFactorProof('code', code);
    if (typeof proof === 'string') return setError(proof);
    setError(null);
    confirm.mutate(
      { code: proof.code ?? '' },
      { onError: (err) => setError(errorText(err, 'Could not turn on two-step verification')) },
    );
  };

  if (!setup) {
    return (
      <div className="grid justify-items-start gap-3">
        <p className="text-sm text-gray-700 dark:text-gray-300">
          {hasPasskey ? 'On, with a passkey. An authenticator app can be your second step as well.' : 'Off.'}
        </p>
        <Button onClick={begin} disabled={start.isPending}>
          {start.isPending
            ? 'Starting...'
            : hasPasskey
              ? 'Add an authenticator app'
              : 'Turn on two-step verification'}
        </Button>
        <FormError message={error} />
      </div>
    );
  }

  return (
    <ol className="list-decimal space-y-5 pl-5 text-sm text-gray-800 dark:text-gray-200">
      <li className="space-y-2">
        <p>
          In an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…), scan this QR
          code or add an account with the setup key below, or{' '}
          <a href={setup.otpauthUrl} className={linkClass}>
            open the setup link
          </a>{' '}
          on the phone that has the app.
        </p>
        <img
          src={setup.qrCode}
          alt="QR code to scan with your authenticator app"
          className="size-44 rounded-lg bg-white p-2 ring-1 ring-gray-200"
        />
        <dl>
          <dt className="font-medium">Setup key</dt>
          <dd>
            <code className="text-base font-semibold tracking-wider">
              {setup.secret.match(/.{1,4}/g)?.join(' ')}
            </code>
          </dd>
        </dl>
      </li>
      <li>
        <form onSubmit={onSubmit} noValidate className="grid gap-3 sm:max-w-xs">
          <TextField
            label={`${TOTP_DIGITS}-digit code from the app`}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={TOTP_DIGITS + 4}
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={confirm.isPending}>
              {confirm.isPending ? 'Turning on...' : 'Turn on'}
            </Button>
            <Button variant="secondary" onClick={() => setSetup(null)}>
              Cancel
            </Button>
          </div>
          <FormError message={error} />
        </form>
      </li>
    </ol>
  );
}
