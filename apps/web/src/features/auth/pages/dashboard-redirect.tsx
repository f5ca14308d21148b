import { Navigate } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { dashboardPathFor } from '../../../lib/home-path';
import { useSession } from '../../../lib/session';

/** The spec sends "any other role" to /dashboard without saying more: send each user home. */
export function DashboardRedirect() {
  const { user, isLoading } = useSession();
  if (isLoading) return <Spinner />;
  if (!user) return <Navigate to="/login" replace />;
  return <Navigate to={dashboardPathFor(user.role)} replace />;
}
