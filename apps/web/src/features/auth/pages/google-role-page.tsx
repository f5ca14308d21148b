import type { SignupRole } from '@skillora/shared/constants';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { errorText } from '../../../lib/api-client';
import { dashboardPathFor } from '../../../lib/home-path';
import { useCompleteGoogleSignup, usePendingGoogleSignup } from '../api/google';
import { AuthLayout } from '../components/auth-layout';
import { RoleCards } from '../components/role-cards';
import { TermsCheckbox } from '../components/terms-checkbox';

/**
 * /select-role/google: a new user back from Google chooses client or freelancer (the spec's
 * /select-role texts); only then is the account created (issue 17).
 */
export function GoogleRolePage() {
  const navigate = useNavigate();
  const pending = usePendingGoogleSignup();
  const complete = useCompleteGoogleSignup();
  const [role, setRole] = useState<SignupRole | null>(null);
  // The same agreement as the password sign-up: an account is made here too.
  const [acceptsTerms, setAcceptsTerms] = useState(false);
  const [termsError, setTermsError] = useState<string>();
  const termsRef = useRef<HTMLInputElement>(null);

  const onContinue = () => {
    if (!role) return;
    if (!acceptsTerms) {
      setTermsError('Please agree to the Terms of Service and Privacy Policy to sign up');
      termsRef.current?.focus();
      return;
    }
    complete.mutate(
      { role },
      { onSuccess: (data) => navigate(dashboardPathFor(data.role), { replace: true }) },
    );
  };

  return (
    <AuthLayout title="Join as a client or freelancer">
      {pending.isPending ? (
        <Spinner />
      ) : pending.isError ? (
        <FormError message={errorText(pending.error, 'Could not load your Google sign-in')} />
      ) : (
        <>
          <p className="mb-4 text-center text-sm text-gray-700 dark:text-gray-300">
            Signing up with Google as <strong>{pending.data.email}</strong>
          </p>
          <RoleCards role={role} onChange={setRole} />
          <div className="mt-6">
            <TermsCheckbox
              ref={termsRef}
              checked={acceptsTerms}
              onChange={(checked) => {
                setAcceptsTerms(checked);
                if (checked) setTermsError(undefined);
              }}
              error={termsError}
            />
          </div>
          <Button className="mt-6 w-full" disabled={!role || complete.isPending} onClick={onContinue}>
            {complete.isPending ? 'Please wait...' : 'Continue'}
          </Button>
          <FormError
            message={complete.isError && errorText(complete.error, 'Could not create your account')}
            className="mt-3"
          />
        </>
      )}
      <p className="mt-6 text-center text-sm text-gray-700 dark:text-gray-300">
        Already have an account?{' '}
        <Link to="/login" className="font-semibold text-brand-700 hover:underline dark:text-brand-100">
          Login
        </Link>
      </p>
    </AuthLayout>
  );
}
