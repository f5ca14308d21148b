import { useNavigate } from 'react-router';
import { FormError } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { errorText } from '../../../lib/api-client';
import { dashboardPathFor } from '../../../lib/home-path';
import { useCompleteGoogleSignup, usePendingGoogleSignup } from '../api/google';
import { AuthLayout, AuthSwitch } from '../components/auth-layout';
import { RolePicker } from '../components/role-picker';
import { TermsCheckbox, useTermsAgreement } from '../components/terms-checkbox';

/**
 * /select-role/google: a new user back from Google chooses client or freelancer (the spec's
 * /select-role texts); only then is the account created (issue 17).
 */
export function GoogleRolePage() {
  const navigate = useNavigate();
  const pending = usePendingGoogleSignup();
  const complete = useCompleteGoogleSignup();
  // The same agreement as the password sign-up: an account is made here too.
  const terms = useTermsAgreement();

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
          <RolePicker
            isPending={complete.isPending}
            onContinue={(role) => {
              if (!terms.isAgreed()) return;
              complete.mutate(
                { role },
                { onSuccess: (data) => navigate(dashboardPathFor(data.role), { replace: true }) },
              );
            }}
          >
            <div className="mt-6">
              <TermsCheckbox agreement={terms} />
            </div>
          </RolePicker>
          <FormError
            message={complete.isError && errorText(complete.error, 'Could not create your account')}
            className="mt-3"
          />
        </>
      )}
      <AuthSwitch />
    </AuthLayout>
  );
}
