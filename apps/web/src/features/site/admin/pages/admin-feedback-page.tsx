import { ADMIN_PAGE_SIZE } from '@skillora/shared/constants';
import { CardList } from '../../../../components/ui/card-list';
import { EmptyState } from '../../../../components/ui/empty-state';
import { StandardPagedList } from '../../../../components/ui/standard-paged-list';
import { usePagedList } from '../../../../hooks/use-paged-list';
import { useQueryState } from '../../../../hooks/use-query-state';
import { formatDate } from '../../../../lib/format';
import { pageFrom } from '../../../../lib/pages';
import { PageHeader } from '../../../admin';
import { useFeedback } from '../api/get-feedback';

const STATE_KEYS = ['page'] as const;
const ROLE_LABELS = { client: 'Client', freelancer: 'Freelancer', admin: 'Admin' } as const;

/** /admin/feedback: what visitors and users sent from the Feedback page, newest first. */
export function AdminFeedbackPage() {
  const [state, setState] = useQueryState(STATE_KEYS);
  const feedback = useFeedback(pageFrom(state.page), ADMIN_PAGE_SIZE);
  const list = usePagedList(feedback, state.page, setState);
  return (
    <>
      <PageHeader title="Feedback" subtitle="Messages sent from the public Feedback page, newest first." />
      <StandardPagedList
        list={list}
        label="Feedback pages"
        loadingLabel="Loading feedback"
        failedFallback="Failed to load feedback"
        empty={
          <EmptyState
            title="No feedback yet"
            description="Messages sent from the Feedback page appear here."
          />
        }
      >
        {(rows) => (
          <CardList rows={rows}>
            {(row) => (
              <article aria-label={`Feedback from ${row.name}`}>
                <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm">
                  <span className="font-semibold [overflow-wrap:anywhere] text-gray-900 dark:text-white">
                    {row.name}
                  </span>
                  <a
                    href={`mailto:${row.email}`}
                    className="[overflow-wrap:anywhere] text-brand-700 underline-offset-2 hover:underline dark:text-brand-100"
                  >
                    {row.email}
                  </a>
                  <span className="text-gray-700 dark:text-gray-300">
                    {row.senderRole ? ROLE_LABELS[row.senderRole] : 'Visitor'}
                  </span>
                  <time dateTime={row.createdAt} className="text-gray-700 dark:text-gray-300">
                    {formatDate(row.createdAt)}
                  </time>
                </p>
                <p className="mt-3 [overflow-wrap:anywhere] whitespace-pre-line text-gray-800 dark:text-gray-200">
                  {row.message}
                </p>
              </article>
            )}
          </CardList>
        )}
      </StandardPagedList>
    </>
  );
}
