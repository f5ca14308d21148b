import { ADMIN_PAGE_SIZE } from '@skillora/shared/constants';
import { Link } from 'react-router';
import { CardList } from '../../../../components/ui/card-list';
import { EmptyState } from '../../../../components/ui/empty-state';
import { StandardPagedList } from '../../../../components/ui/standard-paged-list';
import { usePagedList } from '../../../../hooks/use-paged-list';
import { useQueryState } from '../../../../hooks/use-query-state';
import { formatDate } from '../../../../lib/format';
import { pageFrom } from '../../../../lib/pages';
import { PageHeader, useFlaggedMessages } from '../../../admin';

const STATE_KEYS = ['page'] as const;
const REASONS = {
  email: 'E-mail address',
  phone: 'Phone number',
  off_platform_payment: 'Paying outside Skillora',
} as const;

/** /admin/messages: messages flagged for sharing contact details before a contract, newest first. */
export function AdminMessagesPage() {
  const [state, setState] = useQueryState(STATE_KEYS);
  const flagged = useFlaggedMessages(pageFrom(state.page), ADMIN_PAGE_SIZE);
  const list = usePagedList(flagged, state.page, setState);
  return (
    <>
      <PageHeader
        title="Flagged messages"
        subtitle="Messages sent before a contract that share an e-mail address or phone number, or ask to pay outside Skillora."
      />
      <StandardPagedList
        list={list}
        label="Flagged messages pages"
        loadingLabel="Loading flagged messages"
        failedFallback="Failed to load flagged messages"
        empty={
          <EmptyState
            title="No flagged messages"
            description="Messages that share contact details appear here."
          />
        }
      >
        {(rows) => (
          <CardList rows={rows}>
            {(row) => (
              <article aria-label={`Message from ${row.sender.name}`}>
                <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm">
                  <span className="font-semibold text-gray-900 dark:text-white">
                    {row.sender.name} to {row.recipient.name}
                  </span>
                  <span className="text-gray-700 dark:text-gray-300">{row.jobTitle}</span>
                  <time dateTime={row.createdAt} className="text-gray-700 dark:text-gray-300">
                    {formatDate(row.createdAt)}
                  </time>
                </p>
                <p className="mt-3 [overflow-wrap:anywhere] whitespace-pre-line text-gray-800 dark:text-gray-200">
                  {row.text}
                </p>
                <p className="mt-2 text-sm text-amber-900 dark:text-amber-100">
                  {row.reasons.map((r) => REASONS[r]).join(' · ')}
                </p>
                <Link
                  to={`/admin/messages/${row.conversationId}`}
                  className="mt-2 inline-block text-sm font-semibold text-brand-700 hover:underline dark:text-brand-100"
                >
                  Read the conversation
                </Link>
              </article>
            )}
          </CardList>
        )}
      </StandardPagedList>
    </>
  );
}
