import { forwardRef } from 'react';
import { Link } from 'react-router';
import { FieldError } from '../../../components/ui/form-field';

const linkClass = 'font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-100';

type Props = { checked: boolean; onChange: (checked: boolean) => void; error: string | undefined };

/**
 * The sign-up's required agreement. The documents open in a new tab, so reading them never loses
 * what the user typed into the form.
 */
export const TermsCheckbox = forwardRef<HTMLInputElement, Props>(function TermsCheckbox(
  { checked, onChange, error },
  ref,
) {
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
});
