import type { Role } from '@skillora/shared';
import { useRef } from 'react';
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
  // A session that ends while the area is open (found when the session is asked again) is a sign-out
  // the login page should name, not a first visit.
  const wasSignedIn = useRef(false);
  if (user) wasSignedIn.current = true;
  if (isLoading) return <Spinner />;
  if (!user) {
    const from = location.pathname + location.search;
    const state = wasSignedIn.current ? { from, signedOut: true } : { from };
    return <Navigate to={loginPath} replace state={state} />;
  }
  if (user.role !== role) return <Navigate to={homePathFor(user.role)} replace />;
  return <LiveArea loginPath={loginPath} />;
}

/** A signed-in area: its tabs hear live updates while it is open. */
function LiveArea({ loginPath }: { loginPath: string }) {
  useLiveUpdates(loginPath);
  return <Outlet />;
}
