import type { TalentSort } from '@skillora/shared';
import { useId } from 'react';
import { inputClass } from '../../../components/ui/input';

// Typed against TALENT_SORTS, whose module would bring zod along at runtime; the Record keeps them in step.
const LABELS: Record<TalentSort, string> = {
  best_match: 'Best match',
  rate_asc: 'Rate: low to high',
  rate_desc: 'Rate: high to low',
  newest: 'Newest',
};

type TalentSortSelectProps = { sort: string; hasQuery: boolean; onChange: (sort: string) => void };

/** Best match only ranks words, so it is offered (and the default) only while there is a query. */
export function TalentSortSelect({ sort, hasQuery, onChange }: TalentSortSelectProps) {
  const id = useId();
  const fallback: TalentSort = hasQuery ? 'best_match' : 'newest';
  const options = (Object.keys(LABELS) as TalentSort[]).filter((value) => hasQuery || value !== 'best_match');
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
