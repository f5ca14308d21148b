import type { JobDetail } from '@skillora/shared';
import { type ReactNode, useId } from 'react';
import { LinkedText } from '../../../components/ui/linked-text';
import { SkillChips } from '../../../components/ui/skill-chips';
import { formatAgo, formatCount, formatDate, formatMonth } from '../../../lib/format';
import { DURATION_LABELS, EXPERIENCE_LABELS } from '../../../lib/labels';
import { formatBudget, Money } from '../../../lib/money';

type JobDetailsProps = {
  job: JobDetail;
  /** Actions (apply, save, manage): a column beside the job on wide screens, below it on phones. */
  aside?: ReactNode;
  /** 'About the client' is for others: the owner's own page leaves it out. */
  showClient?: boolean;
  /** The client's record (features/reputation), which the page loads lazily. */
  clientRecord?: ReactNode;
};

const sectionTitle = 'text-lg font-semibold text-gray-900 dark:text-white';
const card = 'rounded-2xl bg-white p-5 ring-1 ring-gray-200 sm:p-6 dark:bg-gray-900 dark:ring-gray-800';

/**
 * A job as everyone reads it, whatever its status: the facts a freelancer weighs (as Upwork lays a
 * posting out) and who the client is. Pages add their status and actions through `aside`.
 */
export function JobDetails({ job, aside, showClient = true, clientRecord }: JobDetailsProps) {
  const id = useId();
  const facts = [
    { term: 'Budget', value: <Money>{formatBudget(job.budget)}</Money> },
    {
      term: 'Experience level',
      value: job.experienceLevel ? EXPERIENCE_LABELS[job.experienceLevel] : 'Not chosen yet',
    },
    { term: 'Duration', value: job.duration ? DURATION_LABELS[job.duration] : 'Not chosen yet' },
    { term: 'Proposals', value: job.proposalCount.toLocaleString('en-US') },
    // A team job (issue 32): "2 of 3 hired".
    ...(job.hiresNeeded > 1 ? [{ term: 'Hired', value: `${job.hires} of ${job.hiresNeeded}` }] : []),
  ];
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
      <article aria-labelledby={`${id}-title`} className={`${card} space-y-6`}>
        <header>
          <h1 id={`${id}-title`} className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
            {job.title}
          </h1>
          <p className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-sm text-gray-700 dark:text-gray-300">
            <span className="font-medium text-brand-700 dark:text-brand-100">
              {job.category?.name ?? 'No category yet'}
            </span>
            <span aria-hidden="true">·</span>
            {job.publishedAt ? (
              <span>
                Posted{' '}
                <time dateTime={job.publishedAt} title={formatDate(job.publishedAt)}>
                  {formatAgo(job.publishedAt)}
                </time>
              </span>
            ) : (
              <span>Not posted yet</span>
            )}
          </p>
        </header>
        <dl className="grid grid-cols-1 gap-4 border-y border-gray-200 py-5 min-[22.5rem]:grid-cols-2 sm:grid-cols-4 dark:border-gray-800">
          {facts.map((fact) => (
            <div key={fact.term}>
              <dt className="text-sm text-gray-700 dark:text-gray-300">{fact.term}</dt>
              <dd className="mt-1 font-semibold text-gray-900 dark:text-white">{fact.value}</dd>
            </div>
          ))}
        </dl>
        <section aria-labelledby={`${id}-description-title`}>
          <h2 id={`${id}-description-title`} className={sectionTitle}>
            Description
          </h2>
          {/* Plain text from the client: line breaks kept, never parsed as HTML. */}
          <p className="mt-3 whitespace-pre-line text-gray-800 dark:text-gray-200">{job.description}</p>
        </section>
        <section aria-labelledby={`${id}-skills-title`}>
          <h2 id={`${id}-skills-title`} className={sectionTitle}>
            Skills and expertise
          </h2>
          <div className="mt-3">
            <SkillChips skills={job.skills} />
          </div>
        </section>
      </article>
      <div className="space-y-6">
        {aside}
        {showClient && (
          <section aria-labelledby={`${id}-client-title`} className={card}>
            <h2 id={`${id}-client-title`} className={sectionTitle}>
              About the client
            </h2>
            <p className="mt-3 font-medium text-gray-900 dark:text-white">{job.client.name}</p>
            {job.client.companyName && (
              <p className="text-sm text-gray-800 dark:text-gray-200">{job.client.companyName}</p>
            )}
            {job.client.location && (
              <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">{job.client.location}</p>
            )}
            {clientRecord}
            <p className="mt-3 text-sm text-gray-700 dark:text-gray-300">
              Member since {formatMonth(job.client.memberSince)}
            </p>
            <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">
              {formatCount(job.client.jobsPosted, 'job')} posted · {formatCount(job.client.hires, 'hire')}
            </p>
            {job.client.website && (
              <a
                href={job.client.website}
                rel="noopener noreferrer nofollow ugc"
                target="_blank"
                className="mt-1 block text-sm font-medium break-all text-brand-700 underline dark:text-brand-100"
              >
                {job.client.website.replace(/^https?:\/\//i, '')}
              </a>
            )}
            {job.client.about && (
              <LinkedText text={job.client.about} className="mt-3 text-sm text-gray-800 dark:text-gray-200" />
            )}
          </section>
        )}
      </div>
    </div>
  );
}
