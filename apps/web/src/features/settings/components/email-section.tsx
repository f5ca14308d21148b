import { OTP_LENGTH } from '@skillora/shared/constants';
import { type FormEvent, useState } from 'react';
import { EmailField } from '../../../components/ui/account-fields';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-field';
import { CodeField } from '../../../components/ui/otp-input';
import { ResendCode } from '../../../components/ui/resend-code';
import { errorText } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import {
  useCancelEmailChange,
  usePendingEmailChange,
  useRequestEmailChange,
  useVerifyEmailChange,
} from '../api/account';
import { SettingsSection } from './settings-section';

const linkButton =
  'font-semibold text-brand-700 underline-offset-2 hover:underline disabled:opacity-60 dark:text-brand-100';

/**
 * Two steps: a code is mailed to the new address; the email switches only when it comes back. The
 * step is the server's (the change waiting for its code), so a reload or another device shows the
 * code form again with its resend countdown instead of asking for a code the cooldown refuses.
 */
export function EmailSection({ currentEmail }: { currentEmail: string }) {
  const pending = usePendingEmailChange();
  const request = useRequestEmailChange();
  const verify = useVerifyEmailChange();
  const cancel = useCancelEmailChange();
  const [email, setEmail] = useState('');
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | null>(null);
  const change = pending.data?.data ?? null;

  const onRequest = (e: FormEvent) => {
    e.preventDefault();
    if (!email.trim()) return setError('Enter your new email');
    setError(null);
    request.mutate(
      { email },
      {
        onSuccess: (data) => {
          toast.success(data.message);
          setOtp('');
        },
        onError: (err) => setError(errorText(err, 'Could not send a code to this email')),
      },
    );
  };

  const onVerify = (e: FormEvent) => {
    e.preventDefault();
    const code = otp.replace(/\s/g, '');
    if (!new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code)) return setError(`Enter the ${OTP_LENGTH}-digit code`);
    setError(null);
    verify.mutate(
      { otp: code },
      {
        onSuccess: ({ data }) => {
          toast.success(`Your email is now ${data.email}`);
          setEmail('');
          setOtp('');
        },
        onError: (err) => setError(errorText(err, 'Could not change your email')),
      },
    );
  };

  const onUseAnother = () =>
    cancel.mutate(undefined, {
      onSuccess: () => {
        setError(null);
        setOtp('');
      },
      onError: (err) => setError(errorText(err, 'Could not cancel the email change')),
    });

  return (
    <SettingsSection
      id="settings-email"
      title="Email"
      description={
        <>
          You log in with <strong>{currentEmail}</strong>. A new email switches once you enter the code we
          send to it.
        </>
      }
    >
      {pending.isPending ? null : change ? (
        <form onSubmit={onVerify} noValidate className="grid gap-4 sm:max-w-md">
          <p className="text-sm text-gray-700 dark:text-gray-300">
            Enter the code we sent to <strong className="break-all">{change.newEmail}</strong>.
          </p>
          <CodeField value={otp} onChange={setOtp} />
          <div className="flex flex-wrap items-center gap-4">
            <Button type="submit" disabled={verify.isPending}>
              {verify.isPending ? 'Checking...' : 'Confirm new email'}
            </Button>
            <button type="button" className={linkButton} disabled={cancel.isPending} onClick={onUseAnother}>
              Use a different email
            </button>
          </div>
          <ResendCode
            // A new code (its own expiry) starts its countdown afresh.
            key={change.expiresAt}
            className="m-0"
            initialSeconds={change.resendInSeconds}
            onResend={() => request.mutateAsync({ email: change.newEmail })}
          />
        </form>
      ) : (
        <form onSubmit={onRequest} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <EmailField label="New email" className="flex-1" value={email} onChange={setEmail} />
          <Button type="submit" disabled={request.isPending}>
            {request.isPending ? 'Sending...' : 'Send code'}
          </Button>
        </form>
      )}
      <FormError message={error} className="mt-3" />
    </SettingsSection>
  );
}
