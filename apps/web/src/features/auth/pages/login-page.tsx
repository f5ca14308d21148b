import type { Role } from '@skillora/shared';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-field';
import { PasswordField, TextField } from '../../../components/ui/input';
import { errorText } from '../../../lib/api-client';
import { useLogin } from '../api/login';
import { AuthLayout, OrDivider } from '../components/auth-layout';
import { GoogleButton } from '../components/google-button';

/** Where each role lands after login (spec: any other role goes to /dashboard). */
export function landingPathFor(role: Role): string {
  if (role === 'client') return '/client/home';
  if (role === 'freelancer') return '/freelancer/home';
  if (role === 'admin') return '/admin/dashboard';
  return '/dashboard';
}

/** Only same-app paths of the user's own area are followed back after login. */
function returnPath(from: unknown, role: Role): string | null {
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return null;
  const area = from.split('/')[1];
  return area === 'client' || area === 'freelancer' || area === 'admin'
    ? area === role
      ? from
      : null
    : from;
}

export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!email.trim() || !password) {
      toast.error('Enter credentials');
      return;
    }
    setError(null);
    login.mutate(
      { email, password },
      {
        onSuccess: (data) => {
          const from = (location.state as { from?: unknown } | null)?.from;
          navigate(returnPath(from, data.role) ?? landingPathFor(data.role), { replace: true });
        },
        onError: (err) => setError(errorText(err, 'Login failed')),
      },
    );
  };

  return (
    <AuthLayout title="Login">
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          placeholder="Enter your email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          placeholder="Enter your password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <div className="flex justify-end">
          <Link
            to="/forgot-password"
            state={{ email: email.trim() }}
            className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-100"
          >
            Forgot password?
          </Link>
        </div>
        <Button type="submit" className="w-full" disabled={login.isPending}>
          {login.isPending ? 'Logging in...' : 'Login'}
        </Button>
        <FormError message={error} className="mt-3" />
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
