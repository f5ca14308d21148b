import type { SignupRole } from '@skillora/shared/constants';
import { Outlet } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { PublicPageLayout } from '../../features/landing';
import { lazyPage } from '../../lib/lazy-page';
import { useLiveUpdates } from '../../lib/live-events';
import { useSession } from '../../lib/session';

const areas = () => import('../../features/areas/pages');
const ClientLayout = lazyPage(areas, 'ClientLayout');
const FreelancerLayout = lazyPage(areas, 'FreelancerLayout');

/**
 * The frame of pages anyone may read that clients and freelancers also reach from their own area
 * (Find Talent, a freelancer's profile): a signed-in client or freelancer keeps their area's top bar
 * (bell, menus, account) there; a visitor, or an admin, gets the public top bar and footer (issue 31).
 */
export function AreaOrPublicLayout() {
  const { user, isLoading } = useSession();
  if (isLoading) return <Spinner />;
  if (user?.role === 'client' || user?.role === 'freelancer') return <SignedInArea role={user.role} />;
  return (
    <PublicPageLayout className="bg-gray-50 dark:bg-gray-950">
      <Outlet />
    </PublicPageLayout>
  );
}

/** As inside the area (app/require-role.tsx): the tab hears live updates while it is open. */
function SignedInArea({ role }: { role: SignupRole }) {
  useLiveUpdates('/login');
  return role === 'client' ? <ClientLayout /> : <FreelancerLayout />;
}
