import type { Reputation } from '@skillora/shared';
import { Link } from 'react-router';
import { formatCount } from '../../../lib/format';
import { formatRating, Stars } from './stars';

type ReputationFactsProps = {
  reputation: Reputation;
  /** The classes of each term and definition, as the list around them sets its facts. */
  termClass?: string;
  valueClass?: string;
};

/**
 * The score, the average rating and the count, as terms of the `<dl>` around them (a profile's or a
 * client's facts). Before 2 different people count, the score says so instead of a number.
 */
export function ReputationFacts({
  reputation: { score, rating, reviews },
  termClass = 'text-gray-700 dark:text-gray-300',
  valueClass = 'font-semibold',
}: ReputationFactsProps) {
  return (
    <>
      <div>
        <dt className={termClass}>
          Reputation score{' '}
          <Link to="/reputation" className="font-normal text-brand-700 underline dark:text-brand-100">
            how it works
          </Link>
        </dt>
        <dd className={valueClass}>{score === null ? 'New: no score yet' : `${score} / 100`}</dd>
      </div>
      <div>
        <dt className={termClass}>Rating</dt>
        <dd className={`${valueClass} flex flex-wrap items-center gap-x-2`}>
          {rating === null ? (
            'No ratings yet'
          ) : (
            <>
              <Stars rating={rating} />
              <span aria-hidden="true">{formatRating(rating)}</span>
            </>
          )}
          <span className="font-normal text-gray-700 dark:text-gray-300">
            ({formatCount(reviews, 'review')})
          </span>
        </dd>
      </div>
    </>
  );
}
