import type { JobSummary } from '@skillora/shared';
import type { ReactNode } from 'react';
import { CardTitleLink } from '../../../components/ui/card-title-link';
import { SkillChips } from '../../../components/ui/skill-chips';
import { formatAgo, formatCount, formatDate } from '../../../lib/format';
import { DURATION_LABELS, EXPERIENCE_LABELS } from '../../../lib/labels';
import { formatBudget, Money } from '../../../lib/money';

type JobCardProps = {
  job: Omit<JobSummary, 'isSaved'>;
  href: string;
  /** Handed to the job page, e.g. the search to go back to. */
  linkState?: unknown;
  /** A Save toggle, shown beside the title. */
  action?: ReactNode;
  /** A line above the title (when it was saved, say); "Posted … ago" otherwise. */
  note?: ReactNode;
};

/** One job in a list, with what a freelancer scans for before opening it (as Upwork's feed does). */
export function JobCard({ job, href, linkState, action, note }: JobCardProps) {
  return (
    <article className="rounded-2xl bg-white p-5 ring-1 ring-gray-200 sm:p-6 dark:bg-gray-900 dark:ring-gray-800">
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <p className="text-xs text-gray-700 dark:text-gray-300">
            {note ?? (
              <>
                Posted{' '}
                <time dateTime={job.publishedAt} title={formatDate(job.publishedAt)}>
                  {formatAgo(job.publishedAt)}
                </time>
              </>
            )}
          </p>
          <CardTitleLink to={href} state={linkState} className="mt-1 text-balance">
            {job.title}
          </CardTitleLink>
        </div>
        {action}
      </div>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-gray-700 dark:text-gray-300">
        <li className="font-semibold text-gray-900 dark:text-white">
          <Money>{formatBudget(job.budget)}</Money>
        </li>
        {job.experienceLevel && <li>{EXPERIENCE_LABELS[job.experienceLevel]}</li>}
        {job.duration && <li>Est. {DURATION_LABELS[job.duration].toLowerCase()}</li>}
        {job.category && <li>{job.category.name}</li>}
      </ul>
      <p className="mt-3 line-clamp-3 text-sm text-gray-800 dark:text-gray-200">{job.excerpt}</p>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <SkillChips skills={job.skills} />
        <p className="text-sm text-gray-700 dark:text-gray-300">
          {formatCount(job.proposalCount, 'proposal')}
          {job.hiresNeeded > 1 && ` · ${job.hires} of ${job.hiresNeeded} hired`}
        </p>
      </div>
    </article>
  );
}
