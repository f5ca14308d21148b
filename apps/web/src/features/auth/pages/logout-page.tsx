import { useEffect, useRef } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { useSession } from '../../../lib/session';
import { useLogout } from '../../../lib/sign-out';

/** /logout and /admin/logout (linked from the admin sidebar): sign out, then go to a login page. */
export function LogoutPage() {
  const { user, isLoading } = useSession();
  const isAdmin = user?.role === 'admin' || window.location.pathname.startsWith('/admin');
  const logout = useLogout(isAdmin ? '/admin/login' : '/');
  const started = useRef(false);

  useEffect(() => {
    if (isLoading || started.current) return;
    started.current = true;
    logout.mutate();
  }, [isLoading, logout]);

  return <Spinner label="Signing out" />;
}
