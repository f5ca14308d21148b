import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { Logo } from '../../../components/ui/logo';
import { SkipLink } from '../../../components/ui/skip-link';
import { ThemeToggle } from '../../../components/ui/theme-toggle';
import { dashboardPathFor } from '../../../lib/home-path';
import { useSession } from '../../../lib/session';

const linkClass =
  'inline-flex min-h-10 items-center rounded-lg px-3 text-sm font-medium text-gray-700 hover:bg-gray-100 hover:text-gray-900 dark:text-gray-200 dark:hover:bg-gray-800 dark:hover:text-white';

/** The frame of the public job pages: the landing page's top bar, minus its sections. */
export function PublicJobsLayout({ children }: { children: ReactNode }) {
  const { user } = useSession();
  return (
    <div className="flex min-h-screen flex-col bg-gray-50 dark:bg-gray-950">
      <SkipLink targetId="main-content" />
      <header className="sticky top-0 z-40 border-b border-gray-200 bg-white/90 backdrop-blur dark:border-gray-800 dark:bg-gray-950/90">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6 lg:px-8">
          <Logo />
          <div className="ml-auto flex items-center gap-1 sm:gap-2">
            <ThemeToggle />
            {user ? (
              <Link to={dashboardPathFor(user.role)} className={buttonClass('primary', 'px-3 sm:px-4')}>
                Go to dashboard
              </Link>
            ) : (
              <>
                <Link to="/login" className={linkClass}>
                  Login
                </Link>
                <Link to="/select-role" className={buttonClass('primary', 'px-3 sm:px-4')}>
                  Signup
                </Link>
              </>
            )}
          </div>
        </div>
      </header>
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
    </div>
  );
}
