import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-field';
import { dashboardPathFor } from '../../../lib/home-path';
import { AuthLayout, OrDivider } from '../components/auth-layout';
import { CredentialFields } from '../components/credential-fields';
import { GoogleButton } from '../components/google-button';
import { useLoginForm } from '../hooks/use-login-form';
import { returnPath } from '../lib/return-path';

export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const form = useLoginForm((data) => {
    const from = (location.state as { from?: unknown } | null)?.from;
    navigate(returnPath(from, data.role) ?? dashboardPathFor(data.role), { replace: true });
  }, 'Login failed');

  return (
    <AuthLayout title="Login">
      <form onSubmit={form.onSubmit} noValidate className="space-y-4">
        <CredentialFields
          email={form.email}
          onEmailChange={form.setEmail}
          password={form.password}
          onPasswordChange={form.setPassword}
        />
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
      <GoogleButton />
      <p className="mt-6 text-center text-sm text-gray-700 dark:text-gray-300">
        Don't have an account?{' '}
        <Link to="/select-role" className="font-semibold text-brand-700 hover:underline dark:text-brand-100">
          Sign up
        </Link>
      </p>
    </AuthLayout>
  );
}
