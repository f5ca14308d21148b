import { useState } from 'react';
import { NavLink } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { CountBadge } from '../../../components/ui/count-badge';
import { inputClass } from '../../../components/ui/input';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { useConversations } from '../api/list-conversations';
import { shortTime } from '../lib/day-groups';

/** My conversations, most recent first, searchable by name or job; each opens on the right. */
export function ConversationList({ basePath, viewerId }: { basePath: string; viewerId: string }) {
  const [q, setQ] = useState('');
  const list = useConversations(q.trim());
  const items = list.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <div className="flex h-full min-h-0 flex-col">
      <div className="border-b border-gray-200 p-3 dark:border-gray-800">
        <label htmlFor="conversation-search" className="sr-only">
          Search conversations
        </label>
        <input
          id="conversation-search"
          type="search"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          placeholder="Search by name or job"
          className={inputClass}
        />
      </div>
      {list.isPending ? (
        <Spinner label="Loading your conversations" />
      ) : list.isError ? (
        <LoadError
          error={list.error}
          fallback="Failed to load your conversations"
          onRetry={() => void list.refetch()}
        />
      ) : items.length === 0 ? (
        <p className="p-4 text-sm text-gray-700 dark:text-gray-300">
          {q ? 'No conversation matches your search.' : 'No conversations yet.'}
        </p>
      ) : (
        <ul aria-label="Conversations" className="min-h-0 flex-1 overflow-y-auto">
          {items.map((c) => (
            <li key={c.id}>
              <NavLink
                to={`${basePath}/${c.id}`}
                className="flex gap-3 border-b border-gray-100 px-3 py-3 hover:bg-gray-50 aria-[current=page]:bg-brand-50 dark:border-gray-800 dark:hover:bg-gray-800 dark:aria-[current=page]:bg-gray-800"
              >
                {c.otherParty.photoUrl ? (
                  <img
                    src={c.otherParty.photoUrl}
                    alt=""
                    className="size-9 shrink-0 rounded-full object-cover"
                  />
                ) : (
                  <Avatar name={c.otherParty.name} />
                )}
                <span className="min-w-0 flex-1">
                  <span className="flex items-baseline justify-between gap-2">
                    <span className="truncate font-semibold">{c.otherParty.name}</span>
                    <time
                      dateTime={c.activityAt}
                      className="shrink-0 text-xs text-gray-700 dark:text-gray-300"
                    >
                      {shortTime(c.activityAt)}
                    </time>
                  </span>
                  <span className="block truncate text-xs text-gray-700 dark:text-gray-300">
                    {c.jobTitle}
                  </span>
                  <span className="flex items-center justify-between gap-2">
                    <span className="truncate text-sm text-gray-800 dark:text-gray-200">
                      {c.lastMessage
                        ? `${c.lastMessage.senderId === viewerId ? 'You: ' : ''}${c.lastMessage.text}`
                        : 'No messages yet'}
                    </span>
                    <CountBadge count={c.unreadCount} what="unread" />
                  </span>
                </span>
              </NavLink>
            </li>
          ))}
        </ul>
      )}
      {list.hasNextPage && (
        <Button variant="ghost" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
          Load more
        </Button>
      )}
    </div>
  );
}
