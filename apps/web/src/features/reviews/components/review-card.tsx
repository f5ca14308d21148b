import type { Review } from '@skillora/shared';
import type { ReactNode } from 'react';
import { formatDate } from '../../../lib/format';
import { Stars } from '../../reputation';
import { criterionLabel } from './review-words';

type ReviewCardProps = {
  review: Review;
  /** "Your review of Fay", "Cleo's review of you": names the card. */
  title: string;
  /** Who the reply is from (the person reviewed), by name. */
  replyFrom: string;
  /** Under the review: the reply form, for the person reviewed. */
  children?: ReactNode;
};

const muted = 'text-sm text-gray-700 dark:text-gray-300';

/** One review of a contract as its parties read it: stars per criterion, overall, comment, reply. */
export function ReviewCard({ review: r, title, replyFrom, children }: ReviewCardProps) {
  const headingId = `review-${r.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-xl bg-gray-50 p-4 ring-1 ring-gray-200 dark:bg-gray-950 dark:ring-gray-800"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="min-w-0 font-semibold">
          {title}
        </h3>
        <p className={muted}>
          Sent <time dateTime={r.createdAt}>{formatDate(r.createdAt)}</time>
        </p>
      </div>
      {r.hidden && (
        <p className="mt-2 rounded-lg bg-amber-50 p-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
          Hidden by an admin on <time dateTime={r.hidden.at}>{formatDate(r.hidden.at)}</time>:{' '}
          {r.hidden.reason}. It shows nowhere and does not count.
        </p>
      )}
      <p className="mt-2 flex items-center gap-2 text-sm">
        <span aria-hidden="true" className="font-medium">
          Overall
        </span>{' '}
        <Stars rating={r.overall} label="Overall rating" />
      </p>
      <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        {Object.entries(r.ratings).map(([criterion, stars]) => (
          <div key={criterion} className="flex items-center justify-between gap-3">
            <dt className="text-gray-700 dark:text-gray-300">{criterionLabel(criterion)}</dt>
            <dd>
              <Stars rating={stars ?? 0} />
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 whitespace-pre-line text-gray-900 dark:text-gray-100">{r.comment}</p>
      {r.wouldWorkAgain !== null && (
        <p className={`mt-2 ${muted}`}>
          Would work with them again (private): {r.wouldWorkAgain ? 'Yes' : 'No'}
        </p>
      )}
      {r.reply && (
        <div className="mt-3 border-l-4 border-brand-600 pl-3">
          <p className="text-sm font-medium">
            Reply from {replyFrom}, <time dateTime={r.reply.createdAt}>{formatDate(r.reply.createdAt)}</time>
          </p>
          <p className="mt-1 whitespace-pre-line text-sm">{r.reply.text}</p>
        </div>
      )}
      {children}
    </article>
  );
}
