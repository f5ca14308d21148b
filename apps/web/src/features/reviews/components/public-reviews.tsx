import type { PublicReview } from '@skillora/shared';
import { AMOUNT_BAND_LABELS } from '@skillora/shared/review-rules';
import { useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { StandardPagedList } from '../../../components/ui/standard-paged-list';
import { TitledSection } from '../../../components/ui/titled-section';
import { usePagedList } from '../../../hooks/use-paged-list';
import { formatDate } from '../../../lib/format';
import { ReportButton } from '../../reports';
import { Stars } from '../../reputation';
import { usePublicReviews } from '../api/get-public-reviews';

type PublicReviewsProps = {
  side: 'client' | 'freelancer';
  /** The person reviewed: their user id and name. */
  id: string;
  name: string;
  className?: string;
};

/** "Reviews" on a profile: what the other parties said, newest first, a page at a time, with the replies. */
export function PublicReviews({ side, id, name, className }: PublicReviewsProps) {
  const [pageText, setPageText] = useState('1');
  const query = usePublicReviews(side, id, Number(pageText) || 1);
  const list = usePagedList(query, pageText, ({ page }) => setPageText(String(page || 1)));
  return (
    <TitledSection id="reviews-title" title="Reviews" className={className}>
      <div className="mt-3">
        <StandardPagedList
          list={list}
          label="Reviews pages"
          loadingLabel="Loading the reviews"
          failedFallback="Failed to load the reviews"
          noun="review"
          empty={
            <EmptyState
              title="No reviews yet."
              description={`Reviews of ${name} show here once both sides of a contract have reviewed each other.`}
            />
          }
        >
          {(rows) => (
            <ul className="space-y-4">
              {rows.map((review) => (
                <PublicReviewItem key={review.id} review={review} name={name} />
              ))}
            </ul>
          )}
        </StandardPagedList>
      </div>
    </TitledSection>
  );
}

function PublicReviewItem({ review: r, name }: { review: PublicReview; name: string }) {
  return (
    <li
      aria-label={`Review for ${r.contract.title}`}
      className="rounded-xl p-4 ring-1 ring-gray-200 dark:ring-gray-800"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="min-w-0 font-semibold">{r.contract.title}</h3>
        <Stars rating={r.overall} label="Overall rating" />
      </div>
      <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">
        {AMOUNT_BAND_LABELS[r.contract.amountBand]} · ended{' '}
        <time dateTime={r.contract.endedAt}>{formatDate(r.contract.endedAt)}</time> · by {r.reviewer.name}
      </p>
      <p className="mt-2 whitespace-pre-line text-gray-900 dark:text-gray-100">{r.comment}</p>
      {r.reply && (
        <div className="mt-3 border-l-4 border-brand-600 pl-3">
          <p className="text-sm font-medium">
            Reply from {name}, <time dateTime={r.reply.createdAt}>{formatDate(r.reply.createdAt)}</time>
          </p>
          <p className="mt-1 whitespace-pre-line text-sm">{r.reply.text}</p>
        </div>
      )}
      <ReportButton
        subjectType="review"
        subjectId={r.id}
        what={`${r.reviewer.name}’s review for ${r.contract.title}`}
        className="mt-2"
      />
    </li>
  );
}
