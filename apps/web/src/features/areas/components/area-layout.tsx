import { Outlet } from 'react-router';
import { SkipLink } from '../../../components/ui/skip-link';
import type { AreaConfig } from '../config/area-config';
import { AreaContext } from '../config/area-context';
import { AreaTopBar } from './area-top-bar';

export function AreaLayout({ area }: { area: AreaConfig }) {
  return (
    <AreaContext value={area}>
      <div className="flex min-h-screen flex-col bg-gray-50 dark:bg-gray-950">
        <SkipLink targetId="main-content" />
        <AreaTopBar area={area} />
        <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
          <Outlet />
        </main>
      </div>
    </AreaContext>
  );
}
