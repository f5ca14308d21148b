import { ThemeToggle } from '../../../components/ui/theme-toggle';
import { NotificationBell } from '../../notifications';
import { AdminMenu } from './admin-menu';
import { SIDEBAR_ID } from './admin-sidebar';
import { Icon } from './icons';

/** Sidebar toggle, theme toggle, the notification bell (one of the spec's idle icon buttons) and the Admin menu. */
export function AdminTopBar({ isCollapsed, onToggle }: { isCollapsed: boolean; onToggle: () => void }) {
  return (
    <header className="sticky top-0 z-20 flex h-16 items-center justify-between gap-3 border-b border-gray-200 bg-white/90 px-4 backdrop-blur sm:px-6 dark:border-gray-800 dark:bg-gray-950/90">
      <button
        type="button"
        onClick={onToggle}
        aria-expanded={!isCollapsed}
        aria-controls={SIDEBAR_ID}
        aria-label={isCollapsed ? 'Expand sidebar' : 'Collapse sidebar'}
        className="inline-flex size-10 items-center justify-center rounded-lg text-gray-700 hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-gray-800"
      >
        <Icon name="menu" />
      </button>
      <div className="flex items-center gap-2">
        <ThemeToggle />
        <NotificationBell />
        <AdminMenu />
      </div>
    </header>
  );
}
