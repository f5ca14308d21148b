import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../../lib/session';
import { Icon } from './icons';

/**
 * The top bar's "Admin" menu (menu button pattern): opening it focuses Logout; Escape, Tab or a
 * click elsewhere closes it, and Escape gives focus back to the button.
 */
export function AdminMenu() {
  const { user } = useSession();
  const [isOpen, setIsOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const firstItem = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    firstItem.current?.focus();
    const closeOnOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutside);
    return () => document.removeEventListener('pointerdown', closeOnOutside);
  }, [isOpen]);

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={menuId}
        onClick={() => setIsOpen((open) => !open)}
        className="flex min-h-10 items-center gap-2 rounded-full py-1 pr-2 pl-1 text-sm font-semibold text-gray-800 hover:bg-gray-100 dark:text-gray-100 dark:hover:bg-gray-800"
      >
        <span
          aria-hidden="true"
          className="flex size-8 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white"
        >
          {(user?.name ?? 'A').charAt(0).toUpperCase()}
        </span>
        {/* The avatar says who at phone width, where the word would push the bar past 320 px. */}
        <span className="max-sm:sr-only">Admin</span>
        <Icon name="chevronDown" className="size-4" />
      </button>
      <div
        hidden={!isOpen}
        className="absolute right-0 z-30 mt-2 w-60 overflow-hidden rounded-xl bg-white shadow-lg ring-1 ring-gray-200 dark:bg-gray-900 dark:ring-gray-700"
      >
        {user && (
          <div className="border-b border-gray-100 px-4 py-3 dark:border-gray-800">
            <p className="truncate text-sm font-semibold">{user.name}</p>
            <p className="truncate text-xs text-gray-600 dark:text-gray-400">{user.email}</p>
          </div>
        )}
        <div
          id={menuId}
          role="menu"
          aria-label="Admin"
          tabIndex={-1}
          className="p-1"
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              setIsOpen(false);
              button.current?.focus();
            } else if (event.key === 'Tab') {
              setIsOpen(false);
            }
          }}
        >
          <Link
            ref={firstItem}
            role="menuitem"
            to="/admin/logout"
            className="flex min-h-10 items-center gap-2 rounded-lg px-3 text-sm font-medium text-gray-700 hover:bg-gray-100 focus:bg-gray-100 dark:text-gray-200 dark:hover:bg-gray-800 dark:focus:bg-gray-800"
          >
            <Icon name="logout" className="size-4" />
            Logout
          </Link>
        </div>
      </div>
    </div>
  );
}
