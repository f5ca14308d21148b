import type { FreelancerSummary } from '@skillora/shared';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { errorText } from '../../../lib/api-client';
import { TalentCard } from './talent-card';

type TalentResultsProps = { rows: FreelancerSummary[]; isStale: boolean; linkState: unknown };

export function TalentResults({ rows, isStale, linkState }: TalentResultsProps) {
  return (
    <ul className={`mt-4 space-y-4 transition-opacity ${isStale ? 'opacity-60' : ''}`}>
      {rows.map((freelancer) => (
        <li key={freelancer.id}>
          <TalentCard freelancer={freelancer} linkState={linkState} />
        </li>
      ))}
    </ul>
  );
}

export function TalentResultsLoading() {
  return <p className="mt-4 py-12 text-center text-gray-700 dark:text-gray-300">Loading freelancers…</p>;
}

export function TalentResultsError({ error }: { error: unknown }) {
  return (
    <p
      role="alert"
      className="mt-4 rounded-xl bg-red-50 p-4 text-sm font-medium text-red-800 dark:bg-red-950 dark:text-red-200"
    >
      {errorText(error, 'Failed to load freelancers')}
    </p>
  );
}

type NoTalentProps = { hasCriteria: boolean; onClear: () => void; clearLabel: string };

/** Why a search has no result, and the way out of it. */
export function NoTalent({ hasCriteria, onClear, clearLabel }: NoTalentProps) {
  return (
    <EmptyState
      className="mt-4"
      title={hasCriteria ? 'No freelancers match your search' : 'No freelancers yet'}
      description={
        hasCriteria
          ? 'Try other words or fewer filters.'
          : 'Freelancers appear here once their profile is complete; check back soon.'
      }
    >
      {hasCriteria && (
        <Button variant="secondary" className="mt-5" onClick={onClear}>
          {clearLabel}
        </Button>
      )}
    </EmptyState>
  );
}
