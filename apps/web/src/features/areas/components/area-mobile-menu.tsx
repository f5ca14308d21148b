import { Drawer } from '../../../components/ui/drawer';
import type { AreaConfig } from '../config/area-config';
import { CountedNavLink } from './counted-nav-link';
import { useNavCounts } from './use-nav-counts';

const linkClass =
  'flex min-h-12 items-center rounded-lg px-3 text-base font-medium text-gray-800 hover:bg-gray-100 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800 dark:text-gray-100 dark:hover:bg-gray-800 dark:aria-[current=page]:bg-gray-800 dark:aria-[current=page]:text-white';

type Props = { area: AreaConfig; isOpen: boolean; onClose: () => void };

/** The slide-in menu below lg: the same links as the top bar, menus shown as labelled groups. */
export function AreaMobileMenu({ area, isOpen, onClose }: Props) {
  const counts = useNavCounts(area);
  return (
    <Drawer isOpen={isOpen} onClose={onClose} title="Menu">
      <nav aria-label="Main">
        <ul className="space-y-1">
          {area.nav.map((item) => {
            const groupId = `mobile-menu-${item.label.toLowerCase().replace(/\W+/g, '-')}`;
            return 'items' in item ? (
              <li key={item.label} className="pt-3">
                <p
                  id={groupId}
                  className="px-3 pb-1 text-xs font-semibold tracking-wider text-gray-700 uppercase dark:text-gray-300"
                >
                  {item.label}
                </p>
                <ul aria-labelledby={groupId} className="space-y-1">
                  {item.items.map((link) => (
                    <li key={link.to}>
                      <CountedNavLink
                        link={link}
                        count={counts[link.to]}
                        onClick={onClose}
                        className={`${linkClass} pl-6`}
                      />
                    </li>
                  ))}
                </ul>
              </li>
            ) : (
              <li key={item.label}>
                <CountedNavLink
                  link={item}
                  count={counts[item.to]}
                  what="unread"
                  onClick={onClose}
                  className={linkClass}
                />
              </li>
            );
          })}
        </ul>
      </nav>
    </Drawer>
  );
}
