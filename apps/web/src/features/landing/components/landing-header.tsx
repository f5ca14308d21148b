import type { SessionUser } from '@skillora/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { buttonClass } from '../../../components/ui/button';
import { Drawer, DrawerButton } from '../../../components/ui/drawer';
import { Logo } from '../../../components/ui/logo';
import { ThemeToggle } from '../../../components/ui/theme-toggle';
import { dashboardPathFor } from '../../../lib/home-path';
import { NAV_LINKS } from '../content';

const desktopLinkClass =
  'inline-flex min-h-10 items-center rounded-lg px-3 text-sm font-medium text-gray-700 hover:bg-gray-100 hover:text-gray-900 dark:text-gray-200 dark:hover:bg-gray-800 dark:hover:text-white';
const drawerLinkClass =
  'flex min-h-12 items-center rounded-lg px-3 text-base font-medium text-gray-800 hover:bg-gray-100 dark:text-gray-100 dark:hover:bg-gray-800';

type Props = { user: Pick<SessionUser, 'name' | 'role'> | null };

/** The public top bar (landing, public jobs, site pages): sections, theme, and Login/Signup or the user's way back in. */
export function LandingHeader({ user }: Props) {
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const closeMenu = () => setIsMenuOpen(false);
  const dashboard = user ? dashboardPathFor(user.role) : '';
  return (
    <>
      <header className="sticky top-0 z-40 border-b border-gray-200/80 bg-white/90 backdrop-blur dark:border-gray-800 dark:bg-gray-950/90">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6 lg:px-8">
          <DrawerButton isOpen={isMenuOpen} onOpen={() => setIsMenuOpen(true)} />
          <Logo />
          <nav aria-label="Main" className="ml-6 hidden lg:block">
            <ul className="flex items-center gap-1">
              {NAV_LINKS.map((link) => (
                <li key={link.label}>
                  <Link to={link.to} className={desktopLinkClass}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="ml-auto flex items-center gap-1 sm:gap-2">
            {/* Signed in at phone width the theme moves into the menu, so the bar fits 320 px. */}
            <ThemeToggle className={user ? 'max-sm:hidden' : ''} />
            {user ? (
              <>
                <span className="flex items-center gap-2 max-sm:hidden" title={user.name}>
                  <Avatar name={user.name} />
                  <span className="sr-only">Signed in as {user.name}</span>
                </span>
                <Link to={dashboard} className={buttonClass('primary', 'px-3 max-sm:gap-0 sm:px-4')}>
                  <span className="max-sm:sr-only">Go to my dashboard</span>
                  <span aria-hidden="true" className="sm:hidden">
                    Dashboard
                  </span>
                </Link>
              </>
            ) : (
              <>
                <Link to="/login" className={`${desktopLinkClass} max-sm:hidden`}>
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
      <Drawer isOpen={isMenuOpen} onClose={closeMenu} title="Menu">
        <nav aria-label="Main">
          <ul className="space-y-1">
            {NAV_LINKS.map((link) => (
              <li key={link.label}>
                <Link to={link.to} onClick={closeMenu} className={drawerLinkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-6 grid gap-3 border-t border-gray-200 pt-6 dark:border-gray-800">
          {user ? (
            <>
              <p className="flex items-center justify-between sm:hidden">
                <span className="text-base font-medium">Theme</span>
                <ThemeToggle />
              </p>
              <Link to={dashboard} onClick={closeMenu} className={buttonClass('primary', 'min-h-12')}>
                Go to my dashboard
              </Link>
            </>
          ) : (
            <>
              <Link to="/login" onClick={closeMenu} className={buttonClass('secondary', 'min-h-12')}>
                Login
              </Link>
              <Link to="/select-role" onClick={closeMenu} className={buttonClass('primary', 'min-h-12')}>
                Signup
              </Link>
            </>
          )}
        </div>
      </Drawer>
    </>
  );
}
