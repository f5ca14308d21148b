import type { Notification } from '@skillora/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { LineIcon } from '../../../components/ui/line-icon';
import { formatAgo, localTimes } from '../../../lib/format';
import { useMarkNotificationsRead, useNotifications } from '../api/notifications';

const BELL = 'M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0';

/**
 * The bell in the top bars (issue 16): the unread count, and a panel with my notifications, newest
 * first, each a link to its subject. Updated live (`notification.created` on the event stream).
 */
export function NotificationBell({ settingsPath }: { settingsPath?: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  const headingId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const list = useNotifications();
  const markRead = useMarkNotificationsRead();
  const unread = list.data?.pages[0]?.unread ?? 0;
  const items = list.data?.pages.flatMap((p) => p.data) ?? [];

  useEffect(() => {
    if (!isOpen) return;
    const onPointer = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setIsOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setIsOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [isOpen]);

  const open = (n: Notification) => {
    if (!n.readAt) markRead.mutate({ ids: [n.id] });
    setIsOpen(false);
  };

  return (
    // Below `sm` the panel hangs from the top bar (the sticky header is its containing block), the
    // width of the screen less a margin: right-aligned under the bell it ran off the left edge at
    // 390 px, its title reading "otifications" (issue 31). From `sm` it sits under the bell.
    <div ref={rootRef} className="sm:relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((v) => !v)}
        className="relative inline-flex size-11 items-center justify-center rounded-full text-gray-700 hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-gray-800"
      >
        <LineIcon d={BELL} className="size-6" round />
        <span className="sr-only">Notifications{unread > 0 ? `, ${unread} unread` : ''}</span>
        {unread > 0 && (
          <span
            aria-hidden="true"
            data-testid="notification-count"
            className="absolute top-1 right-1 inline-flex min-w-5 items-center justify-center rounded-full bg-red-700 px-1 text-xs leading-5 font-semibold text-white"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      {isOpen && (
        <section
          id={panelId}
          aria-labelledby={headingId}
          className="absolute inset-x-2 top-full z-50 mt-2 rounded-xl border sm:inset-x-auto sm:top-auto sm:right-0 sm:w-96 border-gray-200 bg-white shadow-lg dark:border-gray-700 dark:bg-gray-900"
        >
          <div className="flex items-center justify-between gap-2 border-b border-gray-200 px-4 py-3 dark:border-gray-700">
            <h2 id={headingId} className="font-semibold text-gray-900 dark:text-white">
              Notifications
            </h2>
            <button
              type="button"
              disabled={unread === 0 || markRead.isPending}
              onClick={() => markRead.mutate({ all: true })}
              className="min-h-10 rounded-md px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:text-gray-600 disabled:hover:bg-transparent dark:text-brand-100 dark:hover:bg-gray-800 dark:disabled:text-gray-400"
            >
              Mark all read
            </button>
          </div>
          {list.isError && (
            <p role="alert" className="px-4 py-6 text-sm text-red-700 dark:text-red-400">
              Failed to load notifications
            </p>
          )}
          {list.isSuccess && items.length === 0 && (
            <p className="px-4 py-6 text-sm text-gray-700 dark:text-gray-300">No notifications yet.</p>
          )}
          {items.length > 0 && (
            <ul className="max-h-[60vh] overflow-y-auto py-1">
              {items.map((n) => (
                <li key={n.id}>
                  <Link
                    to={n.link}
                    onClick={() => open(n)}
                    className={`block px-4 py-3 hover:bg-gray-50 focus-visible:-outline-offset-2 dark:hover:bg-gray-800 ${n.readAt ? '' : 'bg-brand-50/60 dark:bg-gray-800/60'}`}
                  >
                    <span className="flex items-start gap-2">
                      {!n.readAt && (
                        <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-brand-600" />
                      )}
                      <span className="min-w-0">
                        <span className="block text-sm font-semibold [overflow-wrap:anywhere] text-gray-900 dark:text-white">
                          {!n.readAt && <span className="sr-only">Unread: </span>}
                          {localTimes(n.title)}
                        </span>
                        <span className="mt-0.5 line-clamp-2 block text-sm text-gray-700 dark:text-gray-300">
                          {localTimes(n.body)}
                        </span>
                        <span className="mt-1 block text-xs text-gray-700 dark:text-gray-300">
                          {formatAgo(n.createdAt)}
                        </span>
                      </span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <div className="flex items-center justify-between gap-2 border-t border-gray-200 px-4 py-2 dark:border-gray-700">
            {list.hasNextPage ? (
              <button
                type="button"
                onClick={() => void list.fetchNextPage()}
                disabled={list.isFetchingNextPage}
                className="min-h-10 rounded-md px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 dark:text-brand-100 dark:hover:bg-gray-800"
              >
                Show older
              </button>
            ) : (
              <span />
            )}
            {settingsPath && (
              <Link
                to={settingsPath}
                onClick={() => setIsOpen(false)}
                className="inline-flex min-h-10 items-center rounded-md px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 dark:text-brand-100 dark:hover:bg-gray-800"
              >
                Notification settings
              </Link>
            )}
          </div>
        </section>
      )}
    </div>
  );
}
