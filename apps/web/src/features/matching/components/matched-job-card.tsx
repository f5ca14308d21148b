import type { BestMatch } from '@skillora/shared';
import { Link } from 'react-router';
import { SkillChips } from '../../../components/ui/skill-chips';
import { formatBudget, Money } from '../../../lib/money';
import { MatchWhy } from './match-why';

type MatchedJobCardProps = BestMatch & { linkState: unknown };

/**
 * One of my best matches: the job as a list shows it, shorter (the search's card lives in the
 * search's chunk, which has no room for this view), with why it matches.
 */
export function MatchedJobCard({ job, score, why, linkState }: MatchedJobCardProps) {
  return (
    <article className="rounded-2xl bg-white p-5 ring-1 ring-gray-200 sm:p-6 dark:bg-gray-900 dark:ring-gray-800">
      {/* Not CardTitleLink: sharing it would split it out of Find Work's search chunk (ADR 036). */}
      <h2 className="text-lg font-semibold text-balance">
        <Link
          to={`/freelancer/jobs/${job.id}`}
          state={linkState}
          className="rounded text-gray-900 hover:text-brand-700 hover:underline dark:text-white dark:hover:text-brand-100"
        >
          {job.title}
        </Link>
      </h2>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-gray-700 dark:text-gray-300">
        <li className="font-semibold text-gray-900 dark:text-white">
          <Money>{formatBudget(job.budget)}</Money>
        </li>
        {job.category && <li>{job.category.name}</li>}
      </ul>
      <p className="mt-3 line-clamp-2 text-sm text-gray-800 dark:text-gray-200">{job.excerpt}</p>
      <SkillChips skills={job.skills} className="mt-3" />
      <MatchWhy why={why} score={score} id={`why-${job.id}`} />
    </article>
  );
}
