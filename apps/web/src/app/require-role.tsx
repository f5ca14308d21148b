import type { Role } from '@skillora/shared';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '../components/ui/spinner';
import { homePathFor } from '../lib/home-path';
import { useLiveUpdates } from '../lib/live-events';
import { useSession } from '../lib/session';

/**
 * Guards an area: no session goes to its login page (coming back afterwards), a wrong role goes to
 * that role's home — for an admin that is /admin/home, which the spec leaves a 404.
 */
export function RequireRole({ allow: role, loginPath }: { allow: Role; loginPath: string }) {
  const { user, isLoading } = useSession();
  const location = useLocation();
  if (isLoading) return <Spinner />;
  if (!user) return <Navigate to={loginPath} replace state={{ from: location.pathname + location.search }} />;
  if (user.role !== role) return <Navigate to={homePathFor(user.role)} replace />;
  return <LiveArea loginPath={loginPath} />;
}

/** A signed-in area: its tabs hear live updates while it is open. */
function LiveArea({ loginPath }: { loginPath: string }) {
  useLiveUpdates(loginPath);
  return <Outlet />;
}
