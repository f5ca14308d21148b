import { Navigate } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { useSession } from '../api/get-me';
import { landingPathFor } from './login-page';

/** The spec sends "any other role" to /dashboard without saying more: send each user home. */
export function DashboardRedirect() {
  const { user, isLoading } = useSession();
  if (isLoading) return <Spinner />;
  if (!user) return <Navigate to="/login" replace />;
  return <Navigate to={user.role === 'admin' ? '/admin/dashboard' : landingPathFor(user.role)} replace />;
}
