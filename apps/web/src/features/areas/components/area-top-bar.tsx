import { useState } from 'react';
import { DrawerButton } from '../../../components/ui/drawer';
import { Logo } from '../../../components/ui/logo';
import { ThemeToggle } from '../../../components/ui/theme-toggle';
import { NotificationBell } from '../../notifications';
import type { AreaConfig } from '../config/area-config';
import { AccountMenu } from './account-menu';
import { AreaMobileMenu } from './area-mobile-menu';
import { AreaNav } from './area-nav';

export function AreaTopBar({ area }: { area: AreaConfig }) {
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  return (
    <>
      <header className="sticky top-0 z-40 border-b border-gray-200 bg-white/90 backdrop-blur dark:border-gray-800 dark:bg-gray-950/90">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6 lg:px-8">
          <DrawerButton isOpen={isMenuOpen} onOpen={() => setIsMenuOpen(true)} />
          <Logo to={area.homePath} />
          <AreaNav area={area} />
          <div className="ml-auto flex items-center gap-1 sm:gap-2">
            <ThemeToggle />
            <NotificationBell settingsPath={`/${area.role}/settings/notifications`} />
            <AccountMenu area={area} />
          </div>
        </div>
      </header>
      <AreaMobileMenu area={area} isOpen={isMenuOpen} onClose={() => setIsMenuOpen(false)} />
    </>
  );
}
