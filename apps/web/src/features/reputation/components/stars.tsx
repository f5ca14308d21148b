import { REVIEW_STARS_MAX } from '@skillora/shared/review-rules';

/** "4.5": a rating as people read it, without a trailing ".0". */
export const formatRating = (rating: number) =>
  rating.toLocaleString('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 });

/**
 * A rating as stars, read out as "4.5 out of 5 stars" (the glyphs are one image to a screen reader).
 * Fractions round to the nearest whole star on screen; the text says the exact value.
 */
export function Stars({
  rating,
  label,
  className = '',
}: {
  rating: number;
  /** What is rated, said first: "Overall rating: 4 out of 5 stars". */
  label?: string;
  className?: string;
}) {
  const full = Math.round(rating);
  return (
    <span
      role="img"
      aria-label={`${label ? `${label}: ` : ''}${formatRating(rating)} out of ${REVIEW_STARS_MAX} stars`}
      className={`inline-flex tracking-tight whitespace-nowrap ${className}`}
    >
      {Array.from({ length: REVIEW_STARS_MAX }, (_, i) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: five fixed glyphs
          key={i}
          className={i < full ? 'text-amber-700 dark:text-amber-400' : 'text-gray-500 dark:text-gray-400'}
        >
          ★
        </span>
      ))}
    </span>
  );
}
