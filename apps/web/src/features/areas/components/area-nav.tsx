import { useLocation } from 'react-router';
import { CountBadge } from '../../../components/ui/count-badge';
import { LineIcon } from '../../../components/ui/line-icon';
import { Menu } from '../../../components/ui/menu';
import type { AreaConfig } from '../config/area-config';
import { CountedNavLink } from './counted-nav-link';
import { useNavCounts } from './use-nav-counts';

const itemClass =
  'inline-flex min-h-10 items-center gap-1 rounded-lg px-3 text-sm font-medium text-gray-700 hover:bg-gray-100 hover:text-gray-900 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800 dark:text-gray-200 dark:hover:bg-gray-800 dark:hover:text-white dark:aria-[current=page]:bg-gray-800 dark:aria-[current=page]:text-white';

const activeMenuClass = 'bg-brand-50 text-brand-800 dark:bg-gray-800 dark:text-white';

/** The top bar's links and menus, from lg up (below, AreaMobileMenu holds the same links). */
export function AreaNav({ area }: { area: AreaConfig }) {
  const { pathname } = useLocation();
  const counts = useNavCounts(area);
  // A menu shows the sum of its links' counts, so a count hidden in a closed menu is still seen.
  const sum = (links: { to: string }[]) => links.reduce((total, link) => total + (counts[link.to] ?? 0), 0);
  return (
    <nav aria-label="Main" className="ml-6 hidden lg:block">
      <ul className="flex items-center gap-1">
        {area.nav.map((item) => (
          <li key={item.label}>
            {'items' in item ? (
              <Menu
                triggerClassName={`${itemClass} ${item.items.some((link) => link.to === pathname) ? activeMenuClass : ''}`}
                trigger={
                  <>
                    {item.label}
                    <CountBadge count={sum(item.items)} />
                    <LineIcon d="m6 9 6 6 6-6" className="size-4" />
                  </>
                }
                items={item.items.map((link) => ({ ...link, badge: <CountBadge count={counts[link.to]} /> }))}
              />
            ) : (
              <CountedNavLink link={item} count={counts[item.to]} what="unread" className={itemClass} />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
