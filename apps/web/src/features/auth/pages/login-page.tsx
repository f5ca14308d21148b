import type { LoginResponse } from '@skillora/shared';
import { SECOND_FACTOR_FRAGMENT } from '@skillora/shared/constants';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-field';
import { localTimes } from '../../../lib/format';
import { dashboardPathFor } from '../../../lib/home-path';
import { useGoogleNotice } from '../api/google';
import { AuthLayout, AuthSwitch, OrDivider } from '../components/auth-layout';
import { CredentialFields } from '../components/credential-fields';
import { GoogleButton } from '../components/google-button';
import { PasskeyButton } from '../components/passkey-button';
import { SecondFactorStep } from '../components/second-factor-step';
import { SignedOutNotice } from '../components/signed-out-notice';
import { SignedOutOnly } from '../components/signed-out-only';
import { useLoginForm } from '../hooks/use-login-form';
import { readOidcOutcome } from '../lib/oidc-messages';
import { returnPath } from '../lib/return-path';

/** `loginToken`: /admin/login hands its second step over to this page. */
type LoginState = { from?: unknown; email?: unknown; loginToken?: unknown } | null;

export function LoginPage() {
  return (
    <SignedOutOnly>
      <LoginForm />
    </SignedOutOnly>
  );
}

function LoginForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const state = location.state as LoginState;
  // Back from Google with a failure (issue 17): the API names it, this page says it.
  const [params] = useSearchParams();
  const google = readOidcOutcome(params.get('oidc'));
  // A blocked account's reason comes from the server, never from the URL.
  const notice = useGoogleNotice(google?.outcome === 'blocked').data?.message;
  const googleMessage = notice ? localTimes(notice) : google?.message;
  // Back from Google with two-step verification on: the second step's token is in the fragment.
  const { hash, pathname, search } = location;
  const pendingStep = hash.startsWith(`#${SECOND_FACTOR_FRAGMENT}`)
    ? hash.slice(SECOND_FACTOR_FRAGMENT.length + 1)
    : typeof state?.loginToken === 'string'
      ? state.loginToken
      : null;
  const onLoggedIn = (data: LoginResponse) => {
    navigate(returnPath(state?.from, data.role) ?? dashboardPathFor(data.role), { replace: true });
  };
  const form = useLoginForm(
    onLoggedIn,
    'Login failed',
    typeof state?.email === 'string' ? state.email : '',
    pendingStep,
  );
  // The token leaves the address bar (and the history entry) once read.
  useEffect(() => {
    if (hash) navigate({ pathname, search }, { replace: true, state });
  }, [hash, pathname, search, state, navigate]);

  if (form.loginToken) {
    return (
      <AuthLayout title="Login">
        <SecondFactorStep loginToken={form.loginToken} onSignedIn={onLoggedIn} onRestart={form.restart} />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Login">
      <SignedOutNotice />
      <FormError message={googleMessage ?? null} className="mb-4" />
      <form onSubmit={form.onSubmit} noValidate className="space-y-4">
        <CredentialFields form={form} />
        <div className="flex justify-end">
          <Link
            to="/forgot-password"
            state={{ email: form.email.trim() }}
            className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-100"
          >
            Forgot password?
          </Link>
        </div>
        <Button type="submit" className="w-full" disabled={form.isPending}>
          {form.isPending ? 'Logging in...' : 'Login'}
        </Button>
        <FormError message={form.error} className="mt-3" />
      </form>
      <OrDivider />
      <div className="space-y-3">
        <GoogleButton />
        <PasskeyButton label="Sign in with a passkey" onSignedIn={onLoggedIn} />
      </div>
      <AuthSwitch question="Don't have an account?" to="/select-role" label="Sign up" />
    </AuthLayout>
  );
}
