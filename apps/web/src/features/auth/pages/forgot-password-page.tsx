import { SIGN_OUT_TOKEN_FRAGMENT } from '@skillora/shared/constants';
import { type FormEvent, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { EmailField } from '../../../components/ui/account-fields';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-field';
import { NewPasswordFields } from '../../../components/ui/new-password-fields';
import { OtpInput } from '../../../components/ui/otp-input';
import { ResendCode } from '../../../components/ui/resend-code';
import { errorText } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { forgotPassword, useForgotPassword } from '../api/forgot-password';
import { useResetPassword } from '../api/reset-password';
import { AuthLayout, AuthSwitch } from '../components/auth-layout';
import { SignOutEverywhere } from '../components/sign-out-everywhere';
import { isNewPasswordValid } from '../lib/new-password-check';
import { cooldownLeft, type ResetStep, readResetStep, saveResetStep } from '../lib/reset-step';

/** Not in the spec: request a code by mail, then set a new password with it. */
export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const requestCode = useForgotPassword();
  const reset = useResetPassword();
  const location = useLocation();
  // The login form hands over what the user already typed there.
  const typedOnLogin = (location.state as { email?: unknown } | null)?.email;
  // A new-device mail's link (ADR 033): read once, then the token leaves the address bar.
  const { hash, pathname } = location;
  const [signOutToken] = useState(() =>
    hash.startsWith(`#${SIGN_OUT_TOKEN_FRAGMENT}`) ? hash.slice(SIGN_OUT_TOKEN_FRAGMENT.length + 1) : null,
  );
  useEffect(() => {
    if (hash) navigate({ pathname }, { replace: true });
  }, [hash, pathname, navigate]);
  const [email, setEmail] = useState(typeof typedOnLogin === 'string' ? typedOnLogin : '');
  const [step, setStep] = useState(readResetStep);
  const sentTo = step?.email ?? null;
  const goTo = (next: ResetStep | null) => {
    saveResetStep(next);
    setStep(next);
  };
  const [otp, setOtp] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onRequest = (e: FormEvent) => {
    e.preventDefault();
    if (!email.trim()) {
      toast.error('Enter your email');
      return;
    }
    setError(null);
    requestCode.mutate(
      { email },
      {
        onSuccess: (data) => {
          toast.success(data.message);
          goTo({ email: email.trim().toLowerCase(), sentAt: Date.now() });
        },
        onError: (err) => setError(errorText(err, 'Could not send a reset code')),
      },
    );
  };

  // A code from an earlier request (this tab's storage lost, another device): straight to the code step.
  const onHaveCode = () => {
    if (!email.trim()) {
      toast.error('Enter your email');
      return;
    }
    setError(null);
    goTo({ email: email.trim().toLowerCase(), sentAt: 0 });
  };

  const onReset = (e: FormEvent) => {
    e.preventDefault();
    if (!isNewPasswordValid(password, confirmPassword, setError)) return;
    setError(null);
    reset.mutate(
      { email: sentTo ?? email, otp: otp.replace(/\s/g, ''), password },
      {
        onSuccess: (data) => {
          toast.success(data.message);
          saveResetStep(null);
          navigate('/login', { state: { email: sentTo } });
        },
        onError: (err) => setError(errorText(err, 'Could not reset the password')),
      },
    );
  };

  return (
    <AuthLayout title="Reset your password">
      {signOutToken && <SignOutEverywhere token={signOutToken} />}
      {sentTo ? (
        <form onSubmit={onReset} noValidate className="space-y-4">
          <p className="text-center text-sm text-gray-700 dark:text-gray-300">
            Enter the code we sent to <strong>{sentTo}</strong> and choose a new password.
          </p>
          <OtpInput value={otp} onChange={setOtp} isInvalid={Boolean(error)} autoFocus />
          <NewPasswordFields
            password={{
              value: password,
              onChange: (e) => setPassword(e.target.value),
              placeholder: 'Enter your new password',
            }}
            confirm={{
              value: confirmPassword,
              onChange: (e) => setConfirmPassword(e.target.value),
              placeholder: 'Enter password again',
            }}
          />
          <Button type="submit" className="w-full" disabled={reset.isPending}>
            {reset.isPending ? 'Please wait...' : 'Set new password'}
          </Button>
          <FormError message={error} className="mt-3" />
          <ResendCode
            initialSeconds={cooldownLeft(step!.sentAt)}
            onResend={async () => {
              await forgotPassword({ email: sentTo });
              goTo({ email: sentTo, sentAt: Date.now() });
            }}
          />
          <p className="text-center text-sm">
            <button
              type="button"
              onClick={() => {
                setEmail(sentTo);
                goTo(null);
              }}
              className="font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-100"
            >
              Use a different email
            </button>
          </p>
        </form>
      ) : (
        <form onSubmit={onRequest} noValidate className="space-y-4">
          <p className="text-center text-sm text-gray-700 dark:text-gray-300">
            Enter your account's email and we will send you a code to set a new password.
          </p>
          <EmailField placeholder="Enter your email" value={email} onChange={setEmail} />
          <Button type="submit" className="w-full" disabled={requestCode.isPending}>
            {requestCode.isPending ? 'Please wait...' : 'Send code'}
          </Button>
          <FormError message={error} className="mt-3" />
          <p className="text-center text-sm">
            <button
              type="button"
              onClick={onHaveCode}
              className="font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-100"
            >
              I already have a code
            </button>
          </p>
        </form>
      )}
      <AuthSwitch question="Remembered it?" />
    </AuthLayout>
  );
}
