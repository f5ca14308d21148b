import { useEffect } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { ThemeToggle } from '../../../components/ui/theme-toggle';
import { useSession } from '../../../lib/session';
import { CredentialFields, SignedOutNotice, useLoginForm } from '../../auth';
import { forgetAdminUser, rememberAdminUser } from '../admin-user-storage';
import { AdminLoginPanel } from '../components/admin-login-panel';
import { useDropSession } from '../hooks/use-drop-session';

/**
 * /admin/login: the normal login call; an admin goes to the dashboard, anyone else is signed out
 * again and sent to '/' (spec §6). The second step of two-step verification is /login's.
 */
export function AdminLoginPage() {
  const navigate = useNavigate();
  const { user, isLoading } = useSession();
  const dropSession = useDropSession();
  const form = useLoginForm(async (data) => {
    if (data.role === 'admin') {
      rememberAdminUser({ ...data.user, role: data.role });
      navigate('/admin/dashboard', { replace: true });
      return;
    }
    await dropSession();
    navigate('/', { replace: true });
  }, 'Admin login failed');

  useEffect(() => {
    if (!isLoading && user?.role !== 'admin') forgetAdminUser();
  }, [isLoading, user]);

  if (isLoading) return <Spinner />;
  if (user?.role === 'admin') return <Navigate to="/admin/dashboard" replace />;
  // Two-step verification on: /login asks for the code (its step is not repeated in this chunk,
  // whose budget it would break: ADR 031), then comes back to the dashboard.
  if (form.loginToken) {
    return <Navigate to="/login" replace state={{ loginToken: form.loginToken, from: '/admin/dashboard' }} />;
  }

  return (
    <main className="grid min-h-screen grid-rows-[auto_1fr] bg-white md:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] md:grid-rows-1 dark:bg-gray-950">
      <AdminLoginPanel />
      <div className="relative flex items-start justify-center px-6 pt-16 pb-12 md:items-center md:py-12">
        <div className="absolute top-4 right-4">
          <ThemeToggle />
        </div>
        <div className="w-full max-w-sm">
          <h2 className="text-2xl font-bold tracking-tight">Admin Login</h2>
          <p className="mt-1 mb-4 text-sm text-gray-600 dark:text-gray-400">
            Sign in with your admin account.
          </p>
          <SignedOutNotice />
          <form onSubmit={form.onSubmit} noValidate className="mt-4 space-y-5">
            <CredentialFields form={form} />
            <Button type="submit" className="w-full" disabled={form.isPending}>
              {form.isPending ? 'Logging in...' : 'Login'}
            </Button>
            <FormError message={form.error} />
          </form>
        </div>
      </div>
    </main>
  );
}
