import { MOBILE_BREAKPOINT_PX } from '@skillora/shared/constants';
import { Suspense, useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { useSession } from '../../../lib/session';
import { rememberAdminUser } from '../admin-user-storage';
import { AdminSidebar } from '../components/admin-sidebar';
import { AdminTopBar } from '../components/admin-top-bar';
import { useMediaQuery } from '../hooks/use-media-query';

/**
 * Sidebar and top bar around every admin page. The sidebar collapses at ≤ 768 px (and starts
 * collapsed there); on a small screen an expanded sidebar covers the page until a link is chosen.
 */
export function AdminLayout() {
  const isSmall = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`);
  const [isCollapsed, setIsCollapsed] = useState(isSmall);
  const { user } = useSession();
  const { pathname } = useLocation();
  // ADMIN_2FA (ADR 031): an admin who must have a second factor meets the page to turn it on first.
  const mustTurnOn = user?.needsSecondFactor;

  useEffect(() => setIsCollapsed(isSmall), [isSmall]);
  useEffect(() => {
    if (user?.role === 'admin') rememberAdminUser(user);
  }, [user]);

  const collapse = () => setIsCollapsed(true);
  return (
    <div className="min-h-screen bg-gray-50 dark:bg-gray-950">
      <a
        href="#admin-main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:text-sm focus:font-semibold focus:text-brand-700 focus:shadow"
      >
        Skip to content
      </a>
      <AdminSidebar isCollapsed={isCollapsed} onNavigate={isSmall ? collapse : undefined} />
      {isSmall && !isCollapsed && (
        <button
          type="button"
          aria-label="Close sidebar"
          tabIndex={-1}
          onClick={collapse}
          className="fixed inset-0 z-30 bg-gray-950/50"
        />
      )}
      <div
        className={`flex min-h-screen flex-col transition-[padding] duration-200 ${
          isCollapsed || isSmall ? 'pl-[4.5rem]' : 'pl-64'
        }`}
      >
        <AdminTopBar isCollapsed={isCollapsed} onToggle={() => setIsCollapsed((c) => !c)} />
        <main id="admin-main" className="flex-1 px-4 py-6 sm:px-8 sm:py-8">
          <Suspense fallback={<Spinner />}>
            {mustTurnOn && pathname !== '/admin/two-step' ? (
              <Navigate to="/admin/two-step" replace />
            ) : (
              <Outlet />
            )}
          </Suspense>
        </main>
      </div>
    </div>
  );
}
