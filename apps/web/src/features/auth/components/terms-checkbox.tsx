import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { FieldError } from '../../../components/ui/form-field';

const linkClass = 'font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-100';

const NOT_AGREED = 'Please agree to the Terms of Service and Privacy Policy to sign up';

/** The agreement's state, for whichever sign-up makes the account (by password or by Google). */
export function useTermsAgreement() {
  const [checked, setChecked] = useState(false);
  const [error, setError] = useState<string>();
  const ref = useRef<HTMLInputElement>(null);
  return {
    checked,
    error,
    ref,
    onChange: (next: boolean) => {
      setChecked(next);
      if (next) setError(undefined);
    },
    /** True once agreed; otherwise the checkbox says why and takes the focus. */
    isAgreed: () => {
      if (checked) return true;
      setError(NOT_AGREED);
      ref.current?.focus();
      return false;
    },
  };
}

type TermsAgreement = ReturnType<typeof useTermsAgreement>;

/**
 * The sign-up's required agreement. The documents open in a new tab, so reading them never loses
 * what the user typed into the form.
 */
export function TermsCheckbox({ agreement }: { agreement: TermsAgreement }) {
  const { ref, checked, onChange, error } = agreement;
  return (
    <div>
      <label className="flex items-start gap-3 text-sm text-gray-800 dark:text-gray-200">
        <input
          ref={ref}
          type="checkbox"
          name="acceptTerms"
          required
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? 'terms-error' : undefined}
          className="mt-0.5 size-5 shrink-0 accent-brand-600"
        />
        <span>
          I agree to the{' '}
          <Link to="/terms" target="_blank" className={linkClass}>
            Terms of Service
          </Link>{' '}
          and{' '}
          <Link to="/privacy" target="_blank" className={linkClass}>
            Privacy Policy
          </Link>
        </span>
      </label>
      <FieldError id="terms-error" message={error} />
    </div>
  );
}
