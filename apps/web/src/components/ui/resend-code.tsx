import { OTP_RESEND_COOLDOWN_S } from '@skillora/shared/constants';
import { useEffect, useState } from 'react';
import { errorText } from '../../lib/api-client';
import { toast } from '../../lib/toast';

/**
 * "Resend code", with a visible countdown while the server's cooldown runs: the sign-up and reset
 * codes' pages and the email change in Profile Settings.
 */
export function ResendCode({
  onResend,
  initialSeconds = OTP_RESEND_COOLDOWN_S,
  className = 'mt-4 text-center',
}: {
  onResend: () => Promise<unknown>;
  /** Less than the full cooldown when the code was sent before this page was loaded. */
  initialSeconds?: number;
  className?: string;
}) {
  const [secondsLeft, setSecondsLeft] = useState(initialSeconds);
  const [isSending, setIsSending] = useState(false);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  const resend = async () => {
    setIsSending(true);
    try {
      await onResend();
      toast.success('A new code has been sent to your mail');
      setSecondsLeft(OTP_RESEND_COOLDOWN_S);
    } catch (err) {
      toast.error(errorText(err, 'Could not send a new code'));
    } finally {
      setIsSending(false);
    }
  };

  return (
    <p className={`${className} text-sm text-gray-700 dark:text-gray-300`}>
      Didn't get the code?{' '}
      {secondsLeft > 0 ? (
        <span aria-live="polite">Resend code in {secondsLeft}s</span>
      ) : (
        <button
          type="button"
          onClick={resend}
          disabled={isSending}
          className="font-semibold text-brand-700 underline-offset-2 hover:underline disabled:opacity-60 dark:text-brand-100"
        >
          {isSending ? 'Sending...' : 'Resend code'}
        </button>
      )}
    </p>
  );
}
