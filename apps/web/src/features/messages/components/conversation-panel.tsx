import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { type ConversationReader, useConversation, useMarkRead } from '../api/conversations';
import { sendMessage } from '../api/messages';
import { useConversationMessages } from '../hooks/use-conversation-messages';
import { Composer } from './composer';
import { MessageThread } from './message-thread';

type Props = {
  id: string;
  /** The signed-in party; null for an admin reading it. */
  viewerId: string | null;
  /** A party reads their own conversation; an admin reads any, read only. */
  reader: ConversationReader;
  /** Where the contract lives in this area, when there is one. */
  contractPath?: (contractId: string) => string;
};

/** One open conversation: who and what about, the history, and (for a party) the composer. */
export function ConversationPanel({ id, viewerId, reader, contractPath }: Props) {
  const conversation = useConversation(id, reader);
  const thread = useConversationMessages(id, reader, viewerId);
  const markRead = useMarkRead();
  const readUpTo = useRef<string | null>(null);
  const newest = thread.messages[0];

  // Open and visible with the other party's message newest: it is read.
  useEffect(() => {
    if (!viewerId || !newest || newest.senderId === viewerId || readUpTo.current === newest.id) return;
    const markIfVisible = () => {
      if (document.visibilityState !== 'visible' || readUpTo.current === newest.id) return;
      readUpTo.current = newest.id;
      markRead.mutate(id);
    };
    markIfVisible();
    document.addEventListener('visibilitychange', markIfVisible);
    return () => document.removeEventListener('visibilitychange', markIfVisible);
  }, [viewerId, newest, id, markRead]);

  if (conversation.isPending) return <Spinner label="Loading the conversation" />;
  if (conversation.isError)
    return (
      <LoadError
        error={conversation.error}
        fallback="Failed to load the conversation"
        onRetry={() => void conversation.refetch()}
      />
    );
  const c = conversation.data.data;
  const names = { [c.client.id]: c.client.name, [c.freelancer.id]: c.freelancer.name };
  const title = viewerId ? c.otherParty.name : `${c.client.name} and ${c.freelancer.name}`;

  return (
    <div className="flex h-full min-h-0 flex-col">
      <header className="border-b border-gray-200 px-4 py-3 dark:border-gray-800">
        <h2 className="text-lg font-semibold">{title}</h2>
        <p className="text-sm text-gray-700 dark:text-gray-300">
          {c.jobTitle}
          {c.contractId && contractPath && (
            <>
              {' · '}
              <Link
                to={contractPath(c.contractId)}
                className="font-medium text-brand-700 hover:underline dark:text-brand-100"
              >
                View contract
              </Link>
            </>
          )}
        </p>
      </header>
      {thread.status.kind === 'loading' ? (
        <Spinner label="Loading messages" />
      ) : thread.status.kind === 'error' ? (
        <LoadError error={thread.status.error} fallback="Failed to load messages" onRetry={thread.retry} />
      ) : (
        <MessageThread
          messages={thread.messages}
          selfId={viewerId ?? c.client.id}
          names={names}
          hasOlder={thread.hasOlder}
          isLoadingOlder={thread.isLoadingOlder}
          loadOlder={() => void thread.loadOlder()}
        />
      )}
      {viewerId && (
        <Composer
          onSend={async (text, files) => {
            const sent = await sendMessage(id, text, files);
            thread.add(sent.data);
          }}
        />
      )}
    </div>
  );
}
