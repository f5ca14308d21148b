import { lazy, Suspense } from 'react';
import { Spinner } from '../../../../components/ui/spinner';
import { errorText } from '../../../../lib/api-client';
import { useContractConversation } from '../../../admin';
import { loadConversationPanel } from '../../../messages';

const ConversationPanel = lazy(async () => ({ default: await loadConversationPanel() }));

/** The parties' conversation about the contract, read only: what they agreed and said before the dispute. */
export function PartiesConversation({ contractId }: { contractId: string }) {
  const conversation = useContractConversation(contractId);
  if (conversation.isPending) return <p className="text-sm">Loading the conversation...</p>;
  if (conversation.isError)
    return (
      <p role="alert" className="text-sm text-red-700 dark:text-red-400">
        {errorText(conversation.error, 'Failed to load the conversation')}
      </p>
    );
  if (!conversation.data) return <p className="text-sm">The parties have not written to each other.</p>;
  return (
    <div className="h-[32rem] overflow-hidden rounded-xl bg-white ring-1 ring-gray-200 dark:bg-gray-900 dark:ring-gray-800">
      <Suspense fallback={<Spinner label="Loading the conversation" />}>
        <ConversationPanel id={conversation.data.id} viewerId={null} reader="admin" />
      </Suspense>
    </div>
  );
}
