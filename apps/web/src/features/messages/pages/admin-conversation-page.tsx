import { Link, useParams } from 'react-router';
import { PageHeader } from '../../admin';
import { ConversationPanel } from '../components/conversation-panel';

/** /admin/messages/:id: a conversation, read only (disputes, flagged messages); in the admin layout. */
export function AdminConversationPage() {
  const { id = '' } = useParams();
  return (
    <>
      <Link
        to="/admin/messages"
        className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-100"
      >
        ← Flagged messages
      </Link>
      <PageHeader title="Conversation" subtitle="Read only: admins do not take part in conversations." />
      <div className="h-[70dvh] overflow-hidden rounded-xl bg-white ring-1 ring-gray-200 dark:bg-gray-900 dark:ring-gray-800">
        <ConversationPanel
          id={id}
          viewerId={null}
          reader="admin"
          contractPath={(contractId) => `/admin/contracts/${contractId}`}
        />
      </div>
    </>
  );
}
