import { Link, useParams } from 'react-router';
import { useSession } from '../../../lib/session';
import { ConversationList } from '../components/conversation-list';
import { ConversationPanel } from '../components/conversation-panel';

/** /client/messages and /freelancer/messages (/:id opens one): the list beside the open conversation. */
export function MessagesPage({ side }: { side: 'client' | 'freelancer' }) {
  const { id } = useParams();
  const { user } = useSession();
  if (!user) return null;
  const basePath = `/${side}/messages`;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
      <h1 className="mb-4 text-2xl font-bold tracking-tight sm:text-3xl">Messages</h1>
      {id && (
        <Link
          to={basePath}
          className="mb-3 inline-flex min-h-6 text-sm font-medium text-brand-700 hover:underline lg:hidden dark:text-brand-100"
        >
          ← All conversations
        </Link>
      )}
      <div className="grid h-[calc(100dvh-12rem)] min-h-[28rem] grid-cols-1 overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-gray-200 lg:grid-cols-[20rem_minmax(0,1fr)] dark:bg-gray-900 dark:ring-gray-800">
        <div
          className={`min-h-0 border-gray-200 lg:border-r dark:border-gray-800 ${id ? 'hidden lg:block' : ''}`}
        >
          <ConversationList basePath={basePath} viewerId={user.id} />
        </div>
        <div className={`min-h-0 ${id ? '' : 'hidden lg:block'}`}>
          {id ? (
            <ConversationPanel
              key={id}
              id={id}
              viewerId={user.id}
              reader="party"
              contractPath={(contractId) => `/${side}/contracts/${contractId}`}
            />
          ) : (
            <p className="flex h-full items-center justify-center p-6 text-sm text-gray-700 dark:text-gray-300">
              Choose a conversation to read it.
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
