import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-field';
import { OtpInput } from '../../../components/ui/otp-input';
import { ResendCode } from '../../../components/ui/resend-code';
import { errorText } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { resendOtp } from '../api/resend-otp';
import { useVerifyOtp } from '../api/verify-otp';
import { AuthLayout } from '../components/auth-layout';

type OtpState = { email?: unknown; userData?: unknown } | null;

export function OtpPage() {
  const navigate = useNavigate();
  const state = useLocation().state as OtpState;
  const email = typeof state?.email === 'string' ? state.email : null;
  const verify = useVerifyOtp();
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | null>(null);
  const hasAlerted = useRef(false);

  // The spec's alert, then somewhere useful: the start of sign-up, not a blank page.
  useEffect(() => {
    if (!email && !hasAlerted.current) {
      hasAlerted.current = true;
      alert('Email not provided!');
      navigate('/select-role', { replace: true });
    }
  }, [email, navigate]);

  if (!email) return null;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    verify.mutate(
      { email, otp: otp.replace(/\s/g, ''), userData: state?.userData },
      {
        onSuccess: () => {
          toast.success('otp verified successfully');
          navigate('/login', { state: { email } });
        },
        onError: (err) => setError(errorText(err, 'Something went wrong')),
      },
    );
  };

  return (
    <AuthLayout title="One-Time Password">
      <form onSubmit={onSubmit} noValidate>
        <p className="mb-6 text-center text-sm text-gray-700 dark:text-gray-300">
          Please enter the one-time password sent to your mail
          <br />
          We sent it to <strong className="break-all">{email}</strong>.
        </p>
        <OtpInput value={otp} onChange={setOtp} isInvalid={Boolean(error)} autoFocus />
        <FormError message={error} className="mt-3" />
        <Button type="submit" className="mt-6 w-full" disabled={verify.isPending}>
          {verify.isPending ? 'Verifying...' : 'Submit'}
        </Button>
      </form>
      <ResendCode onResend={() => resendOtp({ email })} />
    </AuthLayout>
  );
}
