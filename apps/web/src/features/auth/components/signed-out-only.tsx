import { type ReactNode, useRef } from 'react';
import { Navigate } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { dashboardPathFor } from '../../../lib/home-path';
import { useSession } from '../../../lib/session';

/**
 * /login, /signup and /select-role are for visitors: a user who is already signed in when the page
 * opens goes to their home. Decided once, when the session is known, so a login made on the page
 * itself follows the page's own way on (the return path), not this one.
 */
export function SignedOutOnly({ children }: { children: ReactNode }) {
  const { user, isLoading } = useSession();
  const wasSignedIn = useRef<boolean | null>(null);
  if (isLoading) return <Spinner />;
  wasSignedIn.current ??= user !== null;
  if (wasSignedIn.current && user) return <Navigate to={dashboardPathFor(user.role)} replace />;
  return children;
}
