import { Avatar } from '../../../components/ui/avatar';
import { LineIcon } from '../../../components/ui/line-icon';
import { Menu } from '../../../components/ui/menu';
import { useSession } from '../../../lib/session';
import { useLogout } from '../../../lib/sign-out';
import type { AreaConfig } from '../config/area-config';

/** The signed-in user's name and role, with their account pages and Logout. */
export function AccountMenu({ area }: { area: AreaConfig }) {
  const { user } = useSession();
  const logout = useLogout('/');
  const name = user?.name ?? '';
  return (
    <Menu
      align="end"
      triggerClassName="flex min-h-11 items-center gap-2 rounded-full p-1 text-left hover:bg-gray-100 lg:pr-3 dark:hover:bg-gray-800"
      trigger={
        <>
          <Avatar name={name} photoUrl={user?.photoUrl} />
          {/* The visible name comes first in the button's name (WCAG 2.5.3), then what it opens. */}
          <span className="hidden leading-tight lg:block">
            <span className="block max-w-40 truncate text-sm font-semibold text-gray-900 dark:text-white">
              {name}
            </span>
            <span className="block text-xs text-gray-700 dark:text-gray-300">{area.roleLabel}</span>
          </span>
          <span className="sr-only">Account menu</span>
          <LineIcon d="m6 9 6 6 6-6" className="hidden size-4 text-gray-600 lg:block dark:text-gray-300" />
        </>
      }
      header={
        <div className="mb-1 border-b border-gray-200 px-3 pt-2 pb-3 dark:border-gray-700">
          <p className="truncate font-semibold text-gray-900 dark:text-white">{name}</p>
          <p className="text-sm text-gray-700 dark:text-gray-300">{area.roleLabel}</p>
          {user?.email && <p className="truncate text-xs text-gray-700 dark:text-gray-300">{user.email}</p>}
        </div>
      }
      items={[...area.accountLinks, { label: 'Logout', onSelect: () => logout.mutate() }]}
    />
  );
}
