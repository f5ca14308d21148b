import type { AdminReviewRow } from '@skillora/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { PagedList } from '../../../../components/ui/paged-list';
import { usePagedList } from '../../../../hooks/use-paged-list';
import { useQueryState } from '../../../../hooks/use-query-state';
import { errorText } from '../../../../lib/api-client';
import { formatDate } from '../../../../lib/format';
import { pageFrom } from '../../../../lib/pages';
import { toast } from '../../../../lib/toast';
import { type AdminColumn, AdminTable, PageHeader } from '../../../admin';
import { Stars } from '../../../reputation';
import { useAdminReviews, useHideReview } from '../api/admin-reviews';
import { HideReviewDialog } from '../components/hide-review-dialog';

const STATE_KEYS = ['page'] as const;
const link = 'font-medium [overflow-wrap:anywhere] text-brand-700 hover:underline dark:text-brand-100';

const stateOf = (r: AdminReviewRow) =>
  r.hidden ? `Hidden: ${r.hidden.reason}` : r.revealedAt ? 'Shown' : 'Blind until both are in';

/** /admin/reviews: every review, newest first; an admin hides one that breaks the rules, with a reason. */
export function AdminReviewsPage() {
  const [state, setState] = useQueryState(STATE_KEYS);
  const reviews = useAdminReviews(pageFrom(state.page));
  const list = usePagedList(reviews, state.page, setState);
  const hide = useHideReview();
  const [toHide, setToHide] = useState<AdminReviewRow | null>(null);
  const [error, setError] = useState('');
  const close = () => {
    setToHide(null);
    setError('');
  };

  const columns: AdminColumn<AdminReviewRow>[] = [
    {
      header: 'Review',
      cell: (r) => (
        <>
          <Link to={`/admin/users/${r.reviewer.id}`} className={link}>
            {r.reviewer.name}
          </Link>{' '}
          about{' '}
          <Link to={`/admin/users/${r.reviewee.id}`} className={link}>
            {r.reviewee.name}
          </Link>
          <p className="text-sm text-gray-700 dark:text-gray-300">
            <Link to={`/admin/contracts/${r.contractId}`} className={link}>
              {r.contractTitle}
            </Link>{' '}
            · <time dateTime={r.createdAt}>{formatDate(r.createdAt)}</time>
          </p>
        </>
      ),
    },
    { header: 'Rating', cell: (r) => <Stars rating={r.overall} /> },
    {
      header: 'Comment',
      headerClassName: 'hidden md:table-cell',
      cellClassName: 'hidden max-w-md md:table-cell',
      cell: (r) => <p className="line-clamp-3 break-words whitespace-pre-line">{r.comment}</p>,
    },
    { header: 'State', cell: (r) => <span className="[overflow-wrap:anywhere]">{stateOf(r)}</span> },
    {
      header: <span className="sr-only">Actions</span>,
      cell: (r) =>
        r.hidden ? null : (
          <Button variant="secondary" onClick={() => setToHide(r)}>
            Hide review
            <span className="sr-only">
              {' '}
              by {r.reviewer.name} of {r.reviewee.name}
            </span>
          </Button>
        ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Reviews"
        subtitle="Every review, newest first. Hide one that breaks the rules: it stops showing and counting."
      />
      <PagedList list={list} label="Pagination">
        {(rows) => (
          <AdminTable
            caption="Reviews"
            columns={columns}
            rows={rows}
            rowKey={(r) => r.id}
            emptyText={
              reviews.isPending
                ? 'Loading...'
                : reviews.error && !reviews.data
                  ? errorText(reviews.error, 'Failed to load the reviews')
                  : 'No reviews yet.'
            }
          />
        )}
      </PagedList>
      <HideReviewDialog
        review={toHide}
        isPending={hide.isPending}
        error={error}
        onClose={close}
        onConfirm={(review, reason) =>
          hide.mutate(
            { id: review.id, reason },
            {
              onSuccess: () => {
                close();
                toast.success('Review hidden; both parties are told why');
              },
              onError: (err) => setError(errorText(err, 'Failed to hide the review')),
            },
          )
        }
      />
    </>
  );
}
