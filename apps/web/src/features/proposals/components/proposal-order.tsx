import type { JobProposalSort } from '@skillora/shared';
import { useId } from 'react';
import { inputClass } from '../../../components/ui/input';
import { MinRatingFilter } from '../../../components/ui/min-rating-filter';
import { useQueryState } from '../../../hooks/use-query-state';

// Typed against JOB_PROPOSAL_SORTS, whose module would bring zod along at runtime; the Record keeps them in step.
const SORT_LABELS: Record<JobProposalSort, string> = {
  newest: 'Newest',
  rating: 'Rating: high to low',
  score: 'Reputation score',
};
const isSort = (value: string): value is JobProposalSort => value in SORT_LABELS;

/**
 * How a client orders and narrows a job's proposals by the freelancers' reputation (issue 26), in
 * the URL beside the status and the page: another choice starts again at page 1.
 */
export function useProposalOrder() {
  const [state, setState] = useQueryState(['sort', 'minRating', 'page']);
  const sort = isSort(state.sort) ? state.sort : 'newest';
  const minRating = state.minRating === '' ? undefined : Number(state.minRating);
  return {
    query: { sort: sort === 'newest' ? undefined : sort, minRating },
    sort,
    minRating,
    onSort: (next: string) => setState({ sort: next === 'newest' ? '' : next, page: '' }),
    onMinRating: (next: string) => setState({ minRating: next, page: '' }),
  };
}

type ProposalOrderProps = Omit<ReturnType<typeof useProposalOrder>, 'query'>;

/** 'Sort by' and the rating filter above a job's proposals. */
export function ProposalOrder({ sort, minRating, onSort, onMinRating }: ProposalOrderProps) {
  const id = useId();
  return (
    <div className="flex flex-wrap items-end gap-4">
      <div>
        <label htmlFor={id} className="mb-1 block text-sm font-medium text-gray-800 dark:text-gray-200">
          Sort by
        </label>
        <select
          id={id}
          value={sort}
          onChange={(e) => onSort(e.target.value)}
          className={`${inputClass} w-auto`}
        >
          {(Object.keys(SORT_LABELS) as JobProposalSort[]).map((value) => (
            <option key={value} value={value}>
              {SORT_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      <MinRatingFilter label="Rating" value={minRating} onChange={onMinRating} className="w-40" />
    </div>
  );
}
