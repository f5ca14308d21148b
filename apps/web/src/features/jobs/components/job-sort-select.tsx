import type { JobSort } from '@skillora/shared';
import { useId } from 'react';
import { inputClass } from '../../../components/ui/input';

// Typed against JOB_SORTS, whose module would bring zod along at runtime; the Record keeps them in step.
const LABELS: Record<JobSort, string> = {
  relevance: 'Relevance',
  newest: 'Newest',
  budget_desc: 'Budget: high to low',
  budget_asc: 'Budget: low to high',
};

type JobSortSelectProps = { sort: string; hasQuery: boolean; onChange: (sort: string) => void };

/** Relevance only ranks words, so it is offered (and the default) only while there is a query. */
export function JobSortSelect({ sort, hasQuery, onChange }: JobSortSelectProps) {
  const id = useId();
  const fallback: JobSort = hasQuery ? 'relevance' : 'newest';
  const options = (Object.keys(LABELS) as JobSort[]).filter((value) => hasQuery || value !== 'relevance');
  const value = (options as string[]).includes(sort) ? sort : fallback;
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium whitespace-nowrap text-gray-700 dark:text-gray-300">
        Sort by
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value === fallback ? '' : e.target.value)}
        className={`${inputClass} w-auto`}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {LABELS[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
