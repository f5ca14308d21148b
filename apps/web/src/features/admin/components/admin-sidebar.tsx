import { Link, NavLink } from 'react-router';
import { Logo } from '../../../components/ui/logo';
import { Icon, type IconName } from './icons';
import { NAV_ITEMS } from './nav-items';

export const SIDEBAR_ID = 'admin-sidebar';

/** `onNavigate` runs after a link is chosen (a small screen closes the sidebar then). */
type SidebarProps = { isCollapsed: boolean; onNavigate?: () => void };

const itemClass = (isActive: boolean, isCollapsed: boolean) =>
  `flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors ${
    isCollapsed ? 'justify-center' : ''
  } ${
    isActive
      ? 'bg-brand-600 text-white shadow-sm'
      : 'text-gray-700 hover:bg-gray-100 hover:text-gray-900 dark:text-gray-300 dark:hover:bg-gray-800 dark:hover:text-white'
  }`;

function ItemContent({ icon, label, isCollapsed }: { icon: IconName; label: string; isCollapsed: boolean }) {
  return (
    <>
      <Icon name={icon} />
      <span className={isCollapsed ? 'sr-only' : 'truncate'}>{label}</span>
    </>
  );
}

/**
 * Every admin page plus Logout. Collapsed, it is a rail of icons (names stay for screen readers
 * and show as a title on hover); expanded on a small screen it lies over the page.
 */
export function AdminSidebar({ isCollapsed, onNavigate }: SidebarProps) {
  return (
    <aside
      id={SIDEBAR_ID}
      data-collapsed={isCollapsed}
      aria-label="Admin"
      className={`fixed inset-y-0 left-0 z-40 flex flex-col border-r border-gray-200 bg-white transition-[width] duration-200 dark:border-gray-800 dark:bg-gray-900 ${
        isCollapsed ? 'w-[4.5rem]' : 'w-64 shadow-xl md:shadow-none'
      }`}
    >
      <div
        className={`flex h-16 items-center border-b border-gray-200 dark:border-gray-800 ${isCollapsed ? 'justify-center' : 'px-5'}`}
      >
        {isCollapsed ? (
          <Link to="/admin/dashboard" className="rounded-lg" aria-label="Skillora admin dashboard">
            <img src="/favicon.svg" alt="" className="size-8" />
          </Link>
        ) : (
          <Logo to="/admin/dashboard" />
        )}
      </div>
      <nav aria-label="Admin pages" className="flex flex-1 flex-col gap-1 overflow-y-auto p-3">
        {NAV_ITEMS.map((item) => (
          <NavLink
            key={item.to}
            to={item.to}
            title={isCollapsed ? item.label : undefined}
            onClick={onNavigate}
            className={({ isActive }) => itemClass(isActive, isCollapsed)}
          >
            <ItemContent icon={item.icon} label={item.label} isCollapsed={isCollapsed} />
          </NavLink>
        ))}
      </nav>
      <div className="border-t border-gray-200 p-3 dark:border-gray-800">
        <Link
          to="/admin/logout"
          title={isCollapsed ? 'Logout' : undefined}
          className={itemClass(false, isCollapsed)}
        >
          <ItemContent icon="logout" label="Logout" isCollapsed={isCollapsed} />
        </Link>
      </div>
    </aside>
  );
}
