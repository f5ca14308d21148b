import type { Reputation } from '@skillora/shared';
import { formatCount } from '../../lib/format';

const formatRating = (rating: number) =>
  rating.toLocaleString('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 });

/**
 * A person's reputation in a list row (Find Talent, a job's proposals): "★ 4.5 (3 reviews) · Score
 * 90", read out as "Rated 4.5 out of 5". The score shows once it exists (2 different clients).
 */
export function ReputationSummary({ reputation: { score, rating, reviews } }: { reputation: Reputation }) {
  if (rating === null && score === null) return <>No reviews yet</>;
  return (
    <>
      {rating !== null && (
        <>
          <span aria-hidden="true" className="text-amber-700 dark:text-amber-400">
            ★
          </span>{' '}
          <span className="sr-only">Rated </span>
          {formatRating(rating)}
          {/* REVIEW_STARS_MAX: review-rules.ts would carry the formula (1.1 KB) into every job page. */}
          <span className="sr-only"> out of 5</span> ({formatCount(reviews, 'review')})
        </>
      )}
      {rating !== null && score !== null && ' · '}
      {score !== null && `Score ${score}`}
    </>
  );
}
