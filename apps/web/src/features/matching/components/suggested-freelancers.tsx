import type { JobDetail } from '@skillora/shared';
import { formatMoney } from '@skillora/shared/money';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { InviteToThisJobButton } from '../../talent';
import { useSuggestions } from '../api/get-suggestions';
import { MatchWhy } from './match-why';

/** A job's Suggested tab: freelancers ranked for it, each with why and 'Invite to job' (issue 29). */
export function SuggestedFreelancers({ job }: { job: JobDetail }) {
  const suggestions = useSuggestions(job.id);
  if (suggestions.isPending) return <Spinner label="Loading suggested freelancers" />;
  if (suggestions.error)
    return (
      <LoadError
        error={suggestions.error}
        fallback="Failed to load the suggested freelancers"
        onRetry={suggestions.refetch}
      />
    );
  const rows = suggestions.data.data;
  if (rows.length === 0)
    return (
      <EmptyState
        title="No suggestions yet"
        description="No freelancer with a complete profile matches this job's skills or words yet."
      />
    );
  const canInvite = job.status === 'open' && job.isListed;
  return (
    <ol className="space-y-4" aria-label="Suggested freelancers, best match first">
      {rows.map(({ freelancer, score, why, invited, proposed }) => {
        const nameId = `suggested-${freelancer.id}`;
        return (
          <li
            key={freelancer.id}
            className="rounded-2xl bg-white p-5 ring-1 ring-gray-200 dark:bg-gray-900 dark:ring-gray-800"
          >
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="flex min-w-0 items-center gap-3">
                <Avatar name={freelancer.name} photoUrl={freelancer.photoUrl} className="size-12" />
                <div className="min-w-0">
                  <h3 id={nameId} className="font-semibold">
                    <Link
                      to={`/freelancers/${freelancer.id}`}
                      className="underline-offset-2 hover:underline [overflow-wrap:anywhere]"
                    >
                      {freelancer.name}
                    </Link>
                  </h3>
                  <p className="text-sm text-gray-700 [overflow-wrap:anywhere] dark:text-gray-300">
                    {freelancer.title} · {formatMoney(freelancer.hourlyRateCents, 'short')}/hr
                  </p>
                </div>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                {invited && <Marker>Invited</Marker>}
                {proposed && <Marker>Proposed</Marker>}
                {canInvite && !invited && !proposed && (
                  <InviteToThisJobButton jobId={job.id} freelancerId={freelancer.id} describedBy={nameId} />
                )}
              </div>
            </div>
            <MatchWhy why={why} score={score} id={`why-${freelancer.id}`} />
          </li>
        );
      })}
    </ol>
  );
}

function Marker({ children }: { children: string }) {
  return (
    <span className="rounded-full bg-gray-100 px-3 py-1 text-xs font-semibold text-gray-800 dark:bg-gray-800 dark:text-gray-200">
      {children}
    </span>
  );
}
